/// The review page: one failure at a time — what changed (the attribution lines), expected, actual
/// and diff with a wipe and an onion skin (a motion golden frame by frame, from the first that
/// differs), or a layout's text diff, and the entry's audit findings — and accept, reject or skip.
/// Keys: j / k next and previous, a accept, r reject, s skip, ? help. Everything it shows comes
/// from the server's own endpoints; every change is a POST with the token it was served with.
enum ReviewPage {
    static func html(token: String) -> String {
        template.replacing("@TOKEN@", with: token)
    }

    static let template = #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>segment-render review</title>
        <meta name="review-token" content="@TOKEN@">
        <style>
        body { font: 14px system-ui, sans-serif; margin: 24px; color: #222; background: #fafafa; }
        h1 { font-size: 18px; } h2 { font-size: 16px; margin: 4px 0; font-family: ui-monospace, monospace; }
        .status { color: #666; } .choice { font-weight: 600; }
        pre { background: #fff; border: 1px solid #ddd; padding: 8px 10px; overflow: auto; max-height: 320px; }
        .panes { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        .pane { background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; border: 1px solid #ddd; }
        .pane img { display: block; max-width: 100%; }
        figure { margin: 0; } figcaption { color: #666; font-size: 12px; }
        #compare { position: relative; display: inline-block; }
        #compare img { display: block; }
        #compare .over { position: absolute; left: 0; top: 0; }
        #help { display: none; background: #fff; border: 1px solid #ddd; padding: 8px 12px; }
        #summary { display: none; background: #fff; border: 1px solid #ddd; padding: 8px 12px; }
        button { margin-right: 6px; }
        </style></head>
        <body>
        <h1>segment-render review <span id="position" class="status"></span></h1>
        <div id="help">j / k: next / previous · a: accept · r: reject · s: skip · ?: this help</div>
        <div id="entry">
          <h2 id="name"></h2>
          <div class="status"><span id="status"></span> · <span id="from"></span> · golden <span id="golden"></span></div>
          <p id="summaryLine"></p>
          <p>choice: <span id="choice" class="choice">none yet</span> <span id="outcome" class="status"></span></p>
          <div><button id="accept">accept (a)</button><button id="reject">reject (r)</button><button id="skip">skip (s)</button>
          <button id="previous">previous (k)</button><button id="next">next (j)</button></div>
          <h3>What changed</h3><pre id="attribution"></pre>
          <div id="pictures">
            <p id="frames" style="display:none"><button id="earlier">◀ earlier frame</button> <span id="frameAt"></span>
               <button id="later">later frame ▶</button></p>
            <div class="panes">
              <figure><figcaption>expected</figcaption><div class="pane"><img id="expected" alt="expected"></div></figure>
              <figure><figcaption>actual</figcaption><div class="pane"><img id="actual" alt="actual"></div></figure>
              <figure><figcaption>diff</figcaption><div class="pane"><img id="diff" alt="diff"></div></figure>
            </div>
            <p><label><input type="radio" name="mode" value="wipe" checked> wipe</label>
               <label><input type="radio" name="mode" value="onion"> onion skin</label>
               <input id="slider" type="range" min="0" max="100" value="50"></p>
            <div class="pane" id="compare"><img id="under" alt="expected, under"><img id="over" class="over" alt="actual, over"></div>
          </div>
          <pre id="textDiff"></pre>
          <div id="auditBox" style="display:none"><h3>The entry's audit</h3><pre id="audit"></pre></div>
        </div>
        <div id="summary"><h3>Summary</h3><p id="counts"></p><p>The same accepts from a script:</p><pre id="command"></pre></div>
        <script>
        const token = document.querySelector('meta[name="review-token"]').content;
        let failures = [], at = 0, motion = null;
        const $ = (id) => document.getElementById(id);
        async function load() {
          failures = await (await fetch('/failures.json')).json();
          show();
        }
        function setImage(img, url) { if (url) { img.src = url; img.style.display = ''; } else { img.removeAttribute('src'); img.style.display = 'none'; } }
        async function show() {
          if (failures.length === 0) { $('entry').style.display = 'none'; $('position').textContent = 'no failures to review'; await summary(); return; }
          const f = failures[at];
          $('position').textContent = (at + 1) + ' of ' + failures.length;
          $('name').textContent = f.name;
          $('status').textContent = f.status;
          $('from').textContent = f.entry;
          $('golden').textContent = f.golden;
          $('summaryLine').textContent = f.summary || '';
          $('choice').textContent = f.choice || 'none yet';
          $('outcome').textContent = f.outcome || '';
          $('attribution').textContent = f.attribution.length ? f.attribution.join('\n') : '(no attribution for this entry)';
          $('auditBox').style.display = f.audit.length ? '' : 'none';
          $('audit').textContent = f.audit.join('\n');
          const text = f.kind === 'text';
          $('pictures').style.display = text ? 'none' : '';
          $('textDiff').style.display = text ? '' : 'none';
          if (text) {
            $('textDiff').textContent = f.diff ? await (await fetch(f.diff)).text() : '';
          } else if (f.kind === 'motion') {
            // A motion golden frame by frame, from the first frame that differs.
            const frames = await (await fetch('/frames.json?name=' + encodeURIComponent(f.name))).json();
            motion = { name: f.name, count: Math.max(frames.expected, frames.actual), first: frames.firstDiffering, at: frames.firstDiffering ?? 0, expected: frames.expected, actual: frames.actual };
            setImage($('diff'), f.diff);
            showFrame();
          } else {
            motion = null;
            $('frames').style.display = 'none';
            setImage($('expected'), f.expected); setImage($('actual'), f.actual); setImage($('diff'), f.diff);
            setImage($('under'), f.expected); setImage($('over'), f.actual);
            compare();
          }
          await summary();
        }
        function showFrame() {
          const m = motion, url = (file) => '/frame?name=' + encodeURIComponent(m.name) + '&file=' + file + '&index=' + m.at;
          $('frames').style.display = '';
          $('frameAt').textContent = 'frame ' + m.at + ' of 0–' + (m.count - 1) + (m.first === null ? ', none differs' : ', first differing: ' + m.first)
            + (m.expected !== m.actual ? ' (expected has ' + m.expected + ' frames, actual ' + m.actual + ')' : '');
          setImage($('expected'), m.at < m.expected ? url('expected') : null); setImage($('actual'), m.at < m.actual ? url('actual') : null);
          setImage($('under'), m.at < m.expected ? url('expected') : null); setImage($('over'), m.at < m.actual ? url('actual') : null);
          compare();
        }
        function compare() {
          const v = Number($('slider').value), over = $('over');
          if (document.querySelector('input[name="mode"]:checked').value === 'wipe') {
            over.style.opacity = 1; over.style.clipPath = 'inset(0 ' + (100 - v) + '% 0 0)';
          } else {
            over.style.clipPath = 'none'; over.style.opacity = v / 100;
          }
        }
        async function decide(choice) {
          const f = failures[at];
          const answer = await fetch('/decide?name=' + encodeURIComponent(f.name) + '&choice=' + choice, { method: 'POST', headers: { 'X-Review-Token': token } });
          if (!answer.ok) { $('outcome').textContent = await answer.text(); return; }
          const result = await answer.json();
          f.choice = result.choice; f.outcome = result.outcome;
          if (at < failures.length - 1) at += 1;
          await show();
        }
        async function summary() {
          const s = await (await fetch('/summary.json')).json();
          const decided = s.accepted.length + s.rejected.length + s.skipped.length;
          $('summary').style.display = decided ? 'block' : 'none';
          $('counts').textContent = 'accepted ' + s.accepted.length + ', rejected ' + s.rejected.length + ', skipped ' + s.skipped.length + ' of ' + failures.length;
          $('command').textContent = s.command || '(nothing accepted)';
        }
        $('accept').onclick = () => decide('accept');
        $('reject').onclick = () => decide('reject');
        $('skip').onclick = () => decide('skip');
        $('next').onclick = () => { if (at < failures.length - 1) { at += 1; show(); } };
        $('previous').onclick = () => { if (at > 0) { at -= 1; show(); } };
        $('slider').oninput = compare;
        $('earlier').onclick = () => { if (motion && motion.at > 0) { motion.at -= 1; showFrame(); } };
        $('later').onclick = () => { if (motion && motion.at < motion.count - 1) { motion.at += 1; showFrame(); } };
        document.querySelectorAll('input[name="mode"]').forEach((r) => r.onchange = compare);
        document.addEventListener('keydown', (e) => {
          if (e.target.tagName === 'INPUT' && e.target.type !== 'radio' && e.key !== '?') return;
          const keys = { j: 'next', k: 'previous', a: 'accept', r: 'reject', s: 'skip' };
          if (keys[e.key]) $(keys[e.key]).click();
          if (e.key === '?') { const h = $('help'); h.style.display = h.style.display === 'block' ? 'none' : 'block'; }
        });
        load();
        </script>
        </body></html>
        """#
}
