/// The preview page: the control as `/render.png` draws it, the controls that choose the view,
/// and a long poll on `/events` that redraws when the config changes. Everything it shows comes
/// from the server's own endpoints; it loads nothing else.
enum PreviewPage {
    static let html = #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>segment-render preview</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 24px; color: #222; background: #fafafa; }
        #stage { position: relative; display: inline-block; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; border: 1px solid #ddd; }
        #stage img { display: block; cursor: crosshair; }
        #stage.stale img { opacity: 0.35; filter: grayscale(1); }
        #overlay { position: absolute; left: 0; top: 0; pointer-events: none; }
        #overlay rect { fill: rgba(31, 111, 235, 0.06); stroke: #1F6FEB; stroke-width: 1; pointer-events: all; }
        #overlay rect.hit { fill: rgba(255, 152, 0, 0.18); stroke: #FF9800; stroke-width: 2; pointer-events: none; }
        #error { display: none; white-space: pre-wrap; color: #B00020; background: #FDECEE; border: 1px solid #F5C2C7; padding: 8px 12px; margin: 12px 0; font-family: ui-monospace, monospace; }
        fieldset { display: inline-block; border: 0; margin: 8px 16px 8px 0; padding: 0; }
        label { margin-right: 10px; }
        #command { font-family: ui-monospace, monospace; background: #fff; border: 1px solid #ddd; padding: 6px 8px; display: inline-block; }
        #hit { margin-left: 12px; font-weight: 600; }
        </style></head>
        <body>
        <h1 style="font-size:18px">segment-render preview <span id="source" style="font-weight:400;color:#666"></span></h1>
        <div id="error"></div>
        <div id="stage"><img id="picture" alt="the control"><svg id="overlay"></svg></div><span id="hit"></span>
        <div>
        <fieldset><label>state <select id="state"></select></label>
        <label>progress <input id="progress" type="range" min="0" max="0" step="0.01" value="0"> <span id="progressValue"></span></label>
        <label><input id="scrub" type="checkbox"> scrub</label>
        <label>play to <select id="playTo"></select></label> <button id="play">play</button></fieldset>
        <fieldset><label>appearance <select id="appearance"><option value="">config's</option><option>light</option><option>dark</option></select></label>
        <label>direction <select id="direction"><option value="">config's</option><option>ltr</option><option>rtl</option></select></label>
        <label>Dynamic Type <select id="contentSize"><option value="">config's</option><option>XS</option><option>S</option><option>M</option><option>L</option><option>XL</option><option>XXL</option><option>XXXL</option><option>AX1</option><option>AX2</option><option>AX3</option><option>AX4</option><option>AX5</option></select></label>
        <label>scale <select id="scale"><option value="">config's</option><option>1</option><option>1.5</option><option>2</option><option>2.625</option><option>3</option><option>3.5</option><option>4</option></select></label>
        <label>zoom <select id="zoom"><option value="1">1× (real size)</option><option value="2">2×</option><option value="3">3×</option></select></label>
        <label><input id="layout" type="checkbox"> layout</label></fieldset>
        <br><fieldset><label>press <select id="press"></select></label>
        <label>held for <input id="pressTime" type="range" min="0" max="0.6" step="0.01" value="0.6"> <span id="pressTimeValue">0.6 s</span></label>
        <label>as <select id="interaction"><option>pressed</option><option>hovered</option><option>focused</option><option>dragged</option></select></label>
        <label><input id="dragOn" type="checkbox"> drag at <input id="drag" type="range" min="0" max="0" step="0.5" value="0"> <span id="dragValue">0 pt</span></label></fieldset>
        </div>
        <p><span id="command"></span> <a id="download" download="segment-render.png">download PNG</a></p>
        <script>
        const $ = (id) => document.getElementById(id);
        let info = null, generation = 0, inFlight = false, wanted = null;
        function params() {
          const p = new URLSearchParams();
          if ($("dragOn").checked) p.set("drag", $("drag").value);
          if ($("scrub").checked && !$("dragOn").checked) p.set("progress", $("progress").value);
          else if ($("state").value !== "") p.set("state", $("state").value);
          for (const key of ["appearance", "direction", "contentSize", "scale"]) if ($(key).value) p.set(key, $(key).value);
          if ($("press").value !== "") {
            p.set("press", $("press").value); p.set("pressTime", $("pressTime").value);
            if ($("interaction").value !== "pressed") p.set("interaction", $("interaction").value);
          }
          return p;
        }
        function command(p) {
          const flags = { state: "--selected", progress: "--progress", appearance: "--appearance", direction: "--direction", contentSize: "--content-size", scale: "--scale", press: "--press", pressTime: "--press-time", interaction: "--interaction", drag: "--drag" };
          let text = "segment-render render " + info.source;
          for (const [key, value] of p) text += " " + flags[key] + " " + value;
          return text + " -o " + info.name + ".png";
        }
        // One render in flight at a time: a slider dragged fast asks only for where it is now.
        function show() {
          const p = params();
          wanted = p.toString();
          if (inFlight) return;
          inFlight = true;
          const asked = wanted, query = new URLSearchParams(p);
          query.set("generation", generation);
          const url = "/render.png?" + query.toString();
          const image = new Image();
          image.onload = () => {
            const zoom = Number($("zoom").value), scale = Number(p.get("scale") || info.scale);
            $("picture").src = url;
            $("picture").style.width = (image.naturalWidth / scale * zoom) + "px";
            $("picture").dataset.zoom = zoom;
            $("download").href = url;
            $("command").textContent = command(p);
            inFlight = false;
            if (wanted !== asked) show(); else if ($("layout").checked) overlay();
          };
          image.onerror = () => { inFlight = false; fetch(url).then((r) => r.text()).then((t) => { $("error").textContent = t; $("error").style.display = "block"; }); };
          image.src = url;
        }
        async function overlay() {
          const svg = $("overlay");
          svg.innerHTML = "";
          if (!$("layout").checked) return;
          const layout = await (await fetch("/layout.json?" + params().toString())).json();
          const zoom = Number($("zoom").value);
          svg.setAttribute("width", layout.width * zoom);
          svg.setAttribute("height", layout.height * zoom);
          const boxes = layout.segments.map((s) => ["segment " + s.index, s.frame]).concat(layout.decorations.map((d) => [d.kind, d.frame]));
          for (const [name, f] of boxes) {
            const r = document.createElementNS("http://www.w3.org/2000/svg", "rect");
            r.setAttribute("x", (f.x - layout.scrollOffset) * zoom); r.setAttribute("y", f.y * zoom);
            r.setAttribute("width", f.width * zoom); r.setAttribute("height", f.height * zoom);
            const title = document.createElementNS("http://www.w3.org/2000/svg", "title");
            title.textContent = name + ": x " + f.x + ", y " + f.y + ", " + f.width + " × " + f.height + " pt";
            r.appendChild(title);
            svg.appendChild(r);
          }
        }
        async function start() {
          info = await (await fetch("/info.json")).json();
          $("source").textContent = info.source;
          const state = $("state");
          state.innerHTML = '<option value="">config\'s</option><option value="none">none</option>' + info.titles.map((t, i) => '<option value="' + i + '">' + i + "</option>").join("");
          $("progress").max = Math.max(0, info.titles.length - 1);
          $("drag").max = info.width;
          $("press").innerHTML = '<option value="">none</option>' + info.titles.map((t, i) => '<option value="' + i + '">' + i + "</option>").join("");
          $("playTo").innerHTML = '<option value="none">none</option>' + info.titles.map((t, i) => '<option value="' + i + '">' + i + "</option>").join("");
          $("playTo").value = info.titles.length > 1 ? "1" : "none";
          show();
        }
        async function watch() {
          for (;;) {
            try {
              const event = await (await fetch("/events?since=" + generation)).json();
              if (event.generation !== generation) {
                generation = event.generation;
                $("error").textContent = event.error || "";
                $("error").style.display = event.error ? "block" : "none";
                $("stage").classList.toggle("stale", !!event.error);
                if (!event.error) await start();
              }
            } catch (e) { await new Promise((r) => setTimeout(r, 1000)); }  // the server restarts: try again
          }
        }
        $("picture").addEventListener("click", async (e) => {
          const zoom = Number($("picture").dataset.zoom || 1), box = $("picture").getBoundingClientRect();
          const p = params();
          p.set("x", ((e.clientX - box.left) / zoom).toFixed(2)); p.set("y", ((e.clientY - box.top) / zoom).toFixed(2));
          const answer = await (await fetch("/hit-test.json?" + p.toString())).json();
          $("hit").textContent = answer.index === null ? "no segment there" : "selects segment " + answer.index;
          // Outline the segment the tap selects.
          await overlay();
          if (answer.index === null) return;
          p.delete("x"); p.delete("y");
          const layout = await (await fetch("/layout.json?" + p.toString())).json(), f = layout.segments[answer.index].frame;
          const svg = $("overlay"), r = document.createElementNS("http://www.w3.org/2000/svg", "rect");
          svg.setAttribute("width", layout.width * zoom); svg.setAttribute("height", layout.height * zoom);
          r.setAttribute("x", (f.x - layout.scrollOffset) * zoom); r.setAttribute("y", f.y * zoom);
          r.setAttribute("width", f.width * zoom); r.setAttribute("height", f.height * zoom);
          r.setAttribute("class", "hit");
          svg.appendChild(r);
        });
        for (const id of ["state", "appearance", "direction", "contentSize", "scale", "zoom", "scrub", "press", "interaction"]) $(id).addEventListener("change", show);
        $("dragOn").addEventListener("change", show);
        $("drag").addEventListener("input", () => { $("dragValue").textContent = $("drag").value + " pt"; $("dragOn").checked = true; show(); });
        $("pressTime").addEventListener("input", () => { $("pressTimeValue").textContent = $("pressTime").value + " s"; show(); });
        $("progress").addEventListener("input", () => { $("progressValue").textContent = $("progress").value; $("scrub").checked = true; show(); });
        $("layout").addEventListener("change", overlay);
        // Plays the change from the shown state to the chosen one with the config's duration and
        // curve (an APNG the server draws, played once), then shows where it ends.
        $("play").addEventListener("click", () => {
          const p = params(), from = p.get("state") || (info.selected === null ? "none" : String(info.selected));
          p.delete("state"); p.delete("progress");
          p.set("from", from); p.set("to", $("playTo").value);
          $("scrub").checked = false;
          $("picture").src = "/animation.png?" + p.toString();
          $("state").value = $("playTo").value;
        });
        start().then(watch);
        </script></body></html>
        """#
}
