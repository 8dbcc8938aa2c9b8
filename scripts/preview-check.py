#!/usr/bin/env python3
"""Checks a running `segment-render preview` from outside (the tests run this):

  scripts/preview-check.py browser URL CONFIG REFERENCE [SCREENSHOT]
      drives the page in headless Chromium (Debian's chromium and chromium-driver, through
      python3-selenium): the picture equals REFERENCE (a PNG render wrote of CONFIG) pixel for
      pixel; an edit of CONFIG shows within 2 s; a JSON error shows with its line and column over
      the greyed picture; the progress slider moves the indicator; a click names the segment under
      it; play shows the animation to the chosen state; dark mode redraws. Prints one `ok: …` line a check (`FAIL: …` and exit 1 otherwise), and
      saves the page as SCREENSHOT when given.
  scripts/preview-check.py load URL PID
      1,000 slider positions from 8 clients at once: every answer a PNG; prints (as JSON) the
      answers, errors, the total time, the median and slowest answer times and the server's peak
      RSS (VmHWM of PID) before and after.
"""
import base64
import io
import json
import statistics
import sys
import threading
import time
import urllib.request


def fail(message):
    print("FAIL: " + message, flush=True)
    sys.exit(1)


def browser(url, config, reference, screenshot=None):
    from PIL import Image
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import Select

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1000,640", "--force-device-scale-factor=1"]:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.get(url)

        def pixels():
            # The picture as the page holds it, at its own pixel size.
            return driver.execute_async_script(
                """
                const done = arguments[arguments.length - 1], img = document.getElementById('picture');
                const read = () => {
                  if (!img.complete || img.naturalWidth === 0) return setTimeout(read, 20);
                  const c = document.createElement('canvas'); c.width = img.naturalWidth; c.height = img.naturalHeight;
                  const g = c.getContext('2d'); g.drawImage(img, 0, 0);
                  const data = g.getImageData(0, 0, c.width, c.height).data;
                  let s = ''; for (let i = 0; i < data.length; i += 8192) s += String.fromCharCode.apply(null, data.subarray(i, i + 8192));
                  done([c.width, c.height, img.getAttribute('src'), btoa(s)]);
                };
                read();
                """)

        def wait(condition, seconds, what):
            start = time.time()
            while time.time() - start < seconds:
                value = condition()
                if value:
                    return time.time() - start, value
                time.sleep(0.05)
            fail(what + f" within {seconds} s")

        width, height, src, data = wait(lambda: (p := pixels()) and p[2] and p, 10, "the picture loads")[1]
        ours = Image.open(reference).convert("RGBA")
        if (width, height) != ours.size or base64.b64decode(data) != ours.tobytes():
            fail(f"the page's picture ({width}×{height}) is not render's ({ours.size[0]}×{ours.size[1]})")
        print("ok: the page's picture is render's, pixel for pixel")

        original = open(config).read()
        before = data
        with open(config, "w") as out:
            out.write(original.replace('"One"', '"Uno"'))
        elapsed, _ = wait(lambda: pixels()[3] != before, 2, "an edited config redraws")
        print(f"ok: an edit of the config shows in {elapsed:.2f} s")

        with open(config, "w") as out:
            out.write('{\n  "width": 300,\n  "height" 44\n}\n')
        error = driver.find_element(By.ID, "error")
        _, message = wait(lambda: error.is_displayed() and error.text, 3, "a JSON error shows")
        if "line 3, column 12" not in message:
            fail("the error does not name its line and column: " + message)
        if "stale" not in driver.find_element(By.ID, "stage").get_attribute("class"):
            fail("the last good picture is not greyed")
        print("ok: a JSON error shows its line and column: " + message.strip())
        with open(config, "w") as out:
            out.write(original)
        wait(lambda: not error.is_displayed(), 3, "the error clears once the config is good again")

        still = pixels()[3]
        slider = driver.find_element(By.ID, "progress")
        ActionChains(driver).click_and_hold(slider).move_by_offset(40, 0).release().perform()
        _, moved = wait(lambda: (p := pixels()) and "progress=" in p[2] and p[3] != still and p, 3, "the slider moves the indicator")
        print("ok: the slider scrubs: " + moved[2].split("&generation")[0])

        picture = driver.find_element(By.ID, "picture")
        # Segment 1 of three 100 pt segments spans x 100–200: click at (150, 22), from the picture's centre.
        size = picture.size
        ActionChains(driver).move_to_element_with_offset(picture, 150 - size["width"] / 2, 22 - size["height"] / 2).click().perform()
        _, answer = wait(lambda: driver.find_element(By.ID, "hit").text, 3, "a click names its segment")
        if answer != "selects segment 1":
            fail("the click at x 150 named: " + answer)
        _, outlined = wait(lambda: driver.find_elements(By.CSS_SELECTOR, "#overlay rect.hit"), 3, "the segment is outlined")
        if outlined[0].get_attribute("x") != "100" or outlined[0].get_attribute("width") != "100":
            fail("the outline is not segment 1's frame: x " + str(outlined[0].get_attribute("x")))
        print("ok: a click at x 150 " + answer + ", outlined")

        Select(driver.find_element(By.ID, "playTo")).select_by_value("2")
        driver.find_element(By.ID, "play").click()
        _, played = wait(lambda: (p := pixels()) and p[2].startswith("/animation.png?") and p, 5, "play shows the animation")
        print("ok: play shows " + played[2])

        light = pixels()[3]
        Select(driver.find_element(By.ID, "appearance")).select_by_visible_text("dark")
        _, dark = wait(lambda: (p := pixels()) and "appearance=dark" in p[2] and p[3] != light and p, 3, "dark mode redraws")
        print("ok: dark mode redraws")
        if screenshot:
            # The README's picture: state 1 at 2×, with the layout overlay.
            Select(driver.find_element(By.ID, "appearance")).select_by_visible_text("config's")
            if driver.find_element(By.ID, "scrub").is_selected():
                driver.find_element(By.ID, "scrub").click()
            Select(driver.find_element(By.ID, "state")).select_by_value("1")
            Select(driver.find_element(By.ID, "zoom")).select_by_value("2")
            driver.find_element(By.ID, "layout").click()
            wait(lambda: "state=1" in pixels()[2] and driver.find_elements(By.CSS_SELECTOR, "#overlay rect"), 3, "the overlay draws")
            time.sleep(0.3)
            driver.save_screenshot(screenshot)
            Image.open(screenshot).crop((0, 0, 960, 330)).save(screenshot)
    finally:
        driver.quit()


def peak(pid):
    return int(next(line.split()[1] for line in open(f"/proc/{pid}/status") if line.startswith("VmHWM:")))


def load(url, pid):
    before = peak(pid)
    positions = [round(i * 0.002, 3) for i in range(1000)]
    times, errors, lock = [], [], threading.Lock()

    def client(part):
        for p in positions[part::8]:
            start = time.time()
            try:
                with urllib.request.urlopen(f"{url}render.png?progress={p}", timeout=10) as answer:
                    body = answer.read()
                    if answer.status != 200 or not body.startswith(b"\x89PNG"):
                        raise ValueError(f"status {answer.status}")
            except Exception as error:  # noqa: BLE001 - every failure counts
                with lock:
                    errors.append(f"{p}: {error}")
                continue
            with lock:
                times.append(time.time() - start)

    start = time.time()
    threads = [threading.Thread(target=client, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    total = time.time() - start
    print(json.dumps({"answers": len(times), "errors": errors[:5], "error_count": len(errors), "seconds": round(total, 2),
                      "median_ms": round(statistics.median(times) * 1000, 2) if times else None,
                      "slowest_ms": round(max(times) * 1000, 2) if times else None, "peak_rss_kb_before": before, "peak_rss_kb": peak(pid)}))


if __name__ == "__main__":
    if sys.argv[1] == "browser":
        browser(*sys.argv[2:])
    else:
        load(sys.argv[2], sys.argv[3])
