import Foundation
import XCTest

/// The snapshot report is a web page, so it is tested in a real browser: headless Chromium loads
/// it inside a harness page (same origin, from the file system), waits for every image, reports
/// any that did not load, then moves the overlay's slider and reports what is shown before and
/// after.
final class ReportInBrowserTests: CLITestCase {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }

    static let harness = #"""
        <!doctype html><html><body><pre id="out">pending</pre>
        <iframe id="report" src="index.html" width="1400" height="1600"></iframe>
        <script>
        const frame = document.getElementById('report');
        frame.addEventListener('load', async () => {
          const doc = frame.contentDocument, view = frame.contentWindow, out = [];
          const images = [...doc.images];
          await Promise.all(images.map(i => i.complete ? null : new Promise(done => { i.onload = i.onerror = done; })));
          out.push('images=' + images.length);
          out.push('broken=' + images.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute('src')).join(','));
          out.push('captions=' + [...doc.querySelectorAll('figcaption')].slice(0, 4).map(f => f.textContent).join('|'));
          out.push('summary=' + doc.getElementById('summary').textContent);
          out.push('passedFolded=' + (doc.querySelector('details#passed') !== null && !doc.querySelector('details#passed').open));
          const textDiff = doc.querySelector('pre.textdiff');
          out.push('textDiff=' + (textDiff ? [...textDiff.querySelectorAll('span.del, span.add')].length + ':' + textDiff.querySelector('span.add').textContent.trim() : 'none'));
          out.push('textLinks=' + [...doc.querySelectorAll('p.files a')].map(a => a.textContent + '~' + a.getAttribute('href')).join(','));
          const linked = await Promise.all([...doc.querySelectorAll('p.files a')].map(a => fetch(a.href).then(r => r.ok ? r.text() : 'HTTP ' + r.status).catch(e => 'error')));
          out.push('textLinksLoad=' + linked.map(t => t.length > 0 && !t.startsWith('error')).join(','));
          const overlay = doc.querySelector('.overlay');
          const top = overlay.querySelector('img.top'), slider = overlay.querySelector('input');
          overlay.scrollIntoView();
          const box = top.getBoundingClientRect();
          // A point a quarter of the way across: the expected image shows there while the wipe
          // is at 50 %, the actual one once the slider moves to 10 %.
          const x = box.left + box.width * 0.25, y = box.top + box.height / 2;
          const shown = () => { const e = doc.elementFromPoint(x, y); return e ? e.getAttribute('alt') : 'nothing'; };
          out.push('clipBefore=' + view.getComputedStyle(top).clipPath);
          out.push('shownBefore=' + shown());
          slider.value = '10';
          slider.dispatchEvent(new Event('input'));
          out.push('clipAfter=' + view.getComputedStyle(top).clipPath);
          out.push('shownAfter=' + shown());
          document.getElementById('out').textContent = out.join('\n');
        });
        </script></body></html>
        """#

    func testTheReportLoadsEveryImageAndTheSliderWipes() throws {
        guard let chromium = Self.chromium else {
            return XCTFail("Chromium is not installed (Debian's chromium package); scripts/setup.sh --tests installs it")
        }
        _ = try write(#"{"width": 240, "height": 40, "sectionTitles": ["A", "B"]}"#, to: "c.json")
        let manifest = try write(
            #"{"goldens": "g", "entries": [{"config": "c.json"}, {"preset": "hx", "states": [0]}, {"config": "c.json", "name": "c-layout", "kind": "layout", "states": [1]}]}"#,
            to: "m.json")
        XCTAssertEqual(try run("snapshot", manifest, "--record", "missing").status, 1)
        _ = try write(#"{"width": 240, "height": 40, "sectionTitles": ["A", "C"], "selectionIndicatorHeight": 3}"#, to: "c.json")
        XCTAssertEqual(try run("snapshot", manifest, "--record", "never", "--artifacts", "art").status, 1)
        _ = try write(Self.harness, to: "art/harness.html")

        let dom = try headlessDOM(
            chromium, "file://\(path("art/harness.html"))", virtualTime: 10000, extra: ["--allow-file-access-from-files", "--window-size=1400,1600"])
        guard let start = dom.range(of: "<pre id=\"out\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            return XCTFail("no harness output in Chromium's DOM:\n\(dom.prefix(2000))")
        }
        var found: [String: String] = [:]
        for line in dom[start.upperBound..<end.lowerBound].split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            found[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
        }
        // Three image failures (none, 0, 1) with expected, actual, diff and the overlay's two: 15
        // images; the layout failure shows no image, its diff inline and links to its JSON files.
        XCTAssertEqual(found["images"], "15", "\(found)")
        XCTAssertEqual(found["broken"], "", "images that did not load: \(found)")
        XCTAssertEqual(found["captions"], "expected|actual|diff|overlay: expected ◀ ▶ actual", "\(found)")
        XCTAssertEqual(found["summary"], "4 failed, 0 missing, 0 recorded, 1 passed of 5", "\(found)")
        // The stripe is 3 pt high instead of 5: the layout JSON's indicator lines differ.
        XCTAssertNotEqual(found["textDiff"], "none", "\(found)")
        XCTAssertTrue(found["textDiff"]?.contains(#""height" : 3"#) == true, "\(found)")
        XCTAssertEqual(found["textLinks"], "expected~./c-layout-1@2x.expected.json,actual~./c-layout-1@2x.actual.json,diff~./c-layout-1@2x.diff.txt", "\(found)")
        XCTAssertEqual(found["textLinksLoad"], "true,true,true", "\(found)")
        XCTAssertEqual(found["passedFolded"], "true", "\(found)")
        XCTAssertEqual(found["clipBefore"], "inset(0px 0px 0px 50%)", "\(found)")
        XCTAssertEqual(found["clipAfter"], "inset(0px 0px 0px 10%)", "\(found)")
        XCTAssertEqual(found["shownBefore"], "expected (overlay)", "\(found)")
        XCTAssertEqual(found["shownAfter"], "actual (overlay)", "\(found)")
    }
}
