#!/usr/bin/env python3
"""Drives a running `segment-render snapshot review` in headless Chromium (the tests run this):

  scripts/review-check.py URL CHOICES [SCREENSHOT]
      CHOICES holds one key a failure, in the page's order: a (accept), r (reject) or s (skip).
      Loads the page (Debian's chromium and chromium-driver, through python3-selenium); checks
      that each failure shows its name, what changed and its pictures (or a layout's text diff; a
      motion golden frame by frame from the first that differs),
      that j and k move between failures, that ? shows the keys, that the wipe and onion-skin
      sliders set what the compare view shows; then presses the CHOICES keys from the first
      failure and checks the summary's counts and its accept command against the server's. Prints
      one `ok: …` line a check (`FAIL: …` and exit 1 otherwise) and saves the page as SCREENSHOT
      when given.
"""
import json
import sys
import time
import urllib.request


def fail(message):
    print("FAIL: " + message, flush=True)
    sys.exit(1)


def ok(message):
    print("ok: " + message, flush=True)


def main(url, choices, screenshot=None):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By

    failures = json.load(urllib.request.urlopen(url + "failures.json"))
    if len(failures) != len(choices):
        fail(f"{len(failures)} failures but {len(choices)} choices")
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless", "--no-sandbox", "--disable-gpu", "--window-size=1100,1000"]:
        options.add_argument(flag)
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    try:
        driver.get(url)
        text = lambda id: driver.find_element(By.ID, id).text

        def wait(what, condition, seconds=10):
            end = time.time() + seconds
            while time.time() < end:
                if condition():
                    return
                time.sleep(0.05)
            fail("timed out waiting for " + what)

        def key(k):
            driver.find_element(By.TAG_NAME, "body").send_keys(k)

        wait("the first failure", lambda: text("name") == failures[0]["name"])
        # Every failure in turn (j), then back to the first (k).
        for i, f in enumerate(failures):
            wait(f["name"], lambda: text("name") == f["name"] and text("position").startswith(f"{i + 1} of"))
            said = text("attribution")
            if f["attribution"] and said.split("\n")[0] != f["attribution"][0]:
                fail(f"{f['name']}: shows '{said[:80]}' as what changed")
            if f["kind"] == "motion":
                wait(f["name"] + "'s frames", lambda: driver.find_element(By.ID, "frames").is_displayed() and "first differing: " in text("frameAt"))
                first = int(text("frameAt").split("first differing: ")[1].split(" ")[0].rstrip(","))
                src = lambda: driver.find_element(By.ID, "actual").get_attribute("src") or ""
                wait("frame " + str(first), lambda: src().endswith(f"index={first}"))
                driver.find_element(By.ID, "later").click()
                wait("the next frame", lambda: src().endswith(f"index={first + 1}"))
                driver.find_element(By.ID, "earlier").click()
                wait("back a frame", lambda: src().endswith(f"index={first}"))
                ok(f"{f['name']} steps frame by frame from the first that differs ({first})")
            if f["kind"] == "text":
                wait(f["name"] + "'s text diff", lambda: driver.find_element(By.ID, "textDiff").is_displayed() and text("textDiff") != "")
            else:
                loaded = lambda: driver.execute_script(
                    "return ['expected','actual','diff'].every(id => { const i = document.getElementById(id); return i.style.display === 'none' || (i.complete && i.naturalWidth > 0); })")
                wait(f["name"] + "'s pictures", loaded)
            if i < len(failures) - 1:
                key("j")
        ok(f"each of {len(failures)} failures shows its name, what changed and its pictures or text diff")
        for _ in failures[1:]:
            key("k")
        wait("back at the first", lambda: text("name") == failures[0]["name"])
        ok("j and k move between failures")
        key("?")
        wait("the keys", lambda: driver.find_element(By.ID, "help").is_displayed())
        key("?")
        ok("? shows the keys")
        # The wipe cuts the actual picture at the slider; the onion skin fades it.
        first_image = next((i for i, f in enumerate(failures) if f["kind"] == "image"), None)
        if first_image is not None:
            for _ in range(first_image):
                key("j")
            slider = driver.find_element(By.ID, "slider")
            driver.execute_script("arguments[0].value = 30; arguments[0].dispatchEvent(new Event('input'));", slider)
            if driver.execute_script("return document.getElementById('over').style.clipPath") != "inset(0px 70% 0px 0px)":
                fail("the wipe does not cut the actual picture at 30%")
            driver.find_element(By.CSS_SELECTOR, "input[value=onion]").click()
            if driver.execute_script("return document.getElementById('over').style.opacity") != "0.3":
                fail("the onion skin does not fade the actual picture to 0.3")
            driver.find_element(By.CSS_SELECTOR, "input[value=wipe]").click()
            for _ in range(first_image):
                key("k")
            wait("back at the first", lambda: text("name") == failures[0]["name"])
            ok("the wipe and the onion skin follow the slider")
        # The choices, one key a failure: each decision moves to the next.
        for i, c in enumerate(choices):
            name = failures[i]["name"]
            wait(name, lambda: text("name") == name)
            key(c)
            wanted = {"a": "accept", "r": "reject", "s": "skip"}[c]
            wait(name + " decided", lambda: json.load(urllib.request.urlopen(url + "failures.json"))[i]["choice"] == wanted, 60)
        summary = json.load(urllib.request.urlopen(url + "summary.json"))
        counts = f"accepted {choices.count('a')}, rejected {choices.count('r')}, skipped {choices.count('s')} of {len(failures)}"
        wait("the summary", lambda: text("counts") == counts)
        if summary["command"] and text("command") != summary["command"]:
            fail(f"the page shows '{text('command')}' as the accept command, the server '{summary['command']}'")
        ok(f"the choices were made from the keys: {counts}")
        print("accepted: " + " ".join(summary["accepted"]), flush=True)
        if screenshot:
            driver.save_screenshot(screenshot)
    finally:
        driver.quit()


if __name__ == "__main__":
    if len(sys.argv) not in (3, 4):
        print(__doc__)
        sys.exit(2)
    main(*sys.argv[1:])
