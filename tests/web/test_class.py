#!/usr/bin/env python3
"""A class session in real browsers (issue 32): `bouton class` serves target/web and the class's
WebSocket on 127.0.0.1; three headless Chromium pages open it, join with the code and a name typed
on the page, each play a move that the server checks (its computer answers), are paused by the
teacher ("Eyes to the front" in front of the board) and let go again, and one closes its tab and
comes back to the same seat and game. Then two pages paired play each other, the teacher's Bouton
crashes and starts again with its kept session, and the pages come back to their seats (and their
pair) by themselves. The teacher's side is the command's own console (`seats`,
`pause`, `go` on its standard input).

Run: python3 tests/web/test_class.py   (needs the page built by bash assets/web/build.sh, the
program built by cargo build, chromium, chromium-driver, and pip's selenium and pillow)
"""

import json
import os
import queue
import subprocess
import sys
import tempfile
import threading
import time
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from test_page import ROOT, SITE, Page  # noqa: E402

from selenium.webdriver.common.action_chains import ActionChains  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402
from selenium.webdriver.common.keys import Keys  # noqa: E402


def program() -> str:
    """The `bouton` program cargo built (debug first: CI's `cargo test` builds it)."""
    for profile in ["debug", "release"]:
        path = os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target")), profile, "bouton")
        if os.path.exists(path):
            return path
    raise unittest.SkipTest("bouton is not built: run cargo build")


class Teacher:
    """`bouton class` on a free local port, with its console."""

    def __init__(self, port: int = 0, session: str = None):
        kept = ["--session", session] if session else []
        self.process = subprocess.Popen(
            [program(), "class", "--port", str(port), "--listen", "127.0.0.1", "--web", SITE, "--lang", "en", *kept],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1,
        )
        self.lines = queue.Queue()
        threading.Thread(target=self.read, daemon=True).start()
        first = self.next_line()
        self.reopened = first.startswith("Reopened")
        self.url = (self.next_line() if self.reopened else first).removeprefix("Students open: ")
        self.code = self.next_line().removeprefix("Join code: ").replace(" ", "")

    def read(self):
        for line in self.process.stdout:
            self.lines.put(line.rstrip("\n"))

    def next_line(self) -> str:
        return self.lines.get(timeout=10)

    def say(self, command: str):
        while not self.lines.empty():
            self.lines.get_nowait()
        self.process.stdin.write(command + "\n")
        self.process.stdin.flush()

    def seats(self) -> list:
        self.say("seats")
        seats = []
        while True:
            line = self.next_line()
            if line == "[]":
                return []
            if line.startswith("{"):
                seats.append(json.loads(line))
                # The lines of one answer come together.
                try:
                    while (more := self.lines.get(timeout=0.2)).startswith("{"):
                        seats.append(json.loads(more))
                except queue.Empty:
                    pass
                return seats

    def wait_for(self, what: str, done) -> list:
        deadline = time.monotonic() + 30
        while not done(seats := self.seats()):
            self.assert_before(deadline, what, seats)
            time.sleep(0.3)
        return seats

    @staticmethod
    def assert_before(deadline, what, seats):
        if time.monotonic() > deadline:
            raise AssertionError(f"waited in vain for {what}: {seats}")

    def port(self) -> int:
        return int(self.url.rstrip("/").rsplit(":", 1)[1])

    def crash(self):
        """The teacher's Bouton stops at once, as when the laptop's app crashes: no farewell."""
        self.process.kill()
        self.process.wait(timeout=10)
        self.process.stdin.close()
        self.process.stdout.close()

    def stop(self):
        if self.process.poll() is not None:
            return
        self.process.terminate()
        self.process.wait(timeout=10)
        self.process.stdin.close()
        self.process.stdout.close()


class Student(Page):
    """One student's browser (a Page test's helpers, without its tests)."""

    def __init__(self, url):
        super().__init__()
        self.url = url
        self.start_browser()

    def runTest(self):
        pass

    def join(self, code: str, name: str):
        self.open_and_wait()
        # The join form has the keys from the start: the code, Tab to the name's field, the name,
        # Enter.
        deadline = time.monotonic() + 20
        while self.stones() > 0 and time.monotonic() < deadline:
            time.sleep(0.2)
        time.sleep(1.0)
        # (A person's keys come frames apart; Selenium's would all land in one frame.)
        for keys in [code, Keys.TAB, name, Keys.ENTER]:
            ActionChains(self.driver).send_keys(keys).perform()
            time.sleep(0.3)

    def quit(self):
        self.tearDown()


class ClassInBrowsers(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        if not os.path.exists(os.path.join(SITE, "bouton_bg.wasm")):
            raise unittest.SkipTest("target/web is not built: run bash assets/web/build.sh")

    def test_three_pages_join_play_are_paused_and_one_comes_back_after_closing_its_tab(self):
        teacher = Teacher()
        students = []
        try:
            url = teacher.url.replace("0.0.0.0", "127.0.0.1")
            students = [Student(url) for _ in range(3)]
            for student, name in zip(students, ["Ana", "Bo", "Cy"]):
                student.join(teacher.code, name)
            seats = teacher.wait_for("three students", lambda seats: len(seats) == 3)
            self.assertEqual(sorted(s["name"] for s in seats), ["Ana", "Bo", "Cy"])
            # Each page shows the class's game, 3, 5, 7: fifteen stones.
            per_stone = students[0].stones() / 15
            self.assertGreater(per_stone, 500, "the class's game is on the board")
            # Each plays a move with the keyboard (take 2 from the first heap): the server takes it
            # and its computer answers.
            for student in students:
                canvas = student.driver.find_element(By.ID, "bouton")
                ActionChains(student.driver).move_to_element_with_offset(canvas, -300, 250).click().perform()
                ActionChains(student.driver).send_keys("2").send_keys(Keys.ENTER).perform()
            seats = teacher.wait_for("a move from each", lambda seats: all(s["moves"] == 1 for s in seats))
            for seat in seats:
                self.assertNotEqual(seat["position"], "nim:3 nim:5 nim:7", seat)
            stones = [s.stones() for s in students]
            for before, student in zip(stones, students):
                self.assertLess(before, 15 * per_stone - per_stone, "the page shows the moves played")
            # "Eyes to the front": the pause covers every board, then goes.
            teacher.say("pause")
            time.sleep(1.5)
            for before, student in zip(stones, students):
                self.assertLess(student.stones(), before * 0.5, "the pause is in front of the board")
            if os.environ.get("BOUTON_WEB_SHOTS"):
                with open(os.path.join(os.environ["BOUTON_WEB_SHOTS"], "web-class-paused.png"), "wb") as f:
                    f.write(students[0].driver.get_screenshot_as_png())
            teacher.say("go")
            time.sleep(1.5)
            for before, student in zip(stones, students):
                self.assertAlmostEqual(student.stones() / per_stone, before / per_stone, delta=1)
            # Ana closes her tab and comes back: the token in local storage gives her seat back.
            token = students[0].driver.execute_script("return localStorage.getItem('bouton.class-seat')")
            self.assertIsNotNone(token, "the seat's token is kept")
            students[0].open_and_wait()
            seats = teacher.wait_for("Ana back", lambda seats: len(seats) == 3 and all(s["connected"] for s in seats))
            ana = next(s for s in seats if s["name"] == "Ana")
            self.assertEqual((ana["seat"], ana["moves"]), (1, 1), seats)
            time.sleep(1.0)
            self.assertAlmostEqual(students[0].stones() / per_stone, stones[0] / per_stone, delta=1)
            print(f"\nthree pages joined, played, were paused and one came back: {seats}")
        finally:
            for student in students:
                student.quit()
            teacher.stop()

    def test_a_pair_plays_across_two_pages_then_the_teachers_bouton_crashes_and_both_come_back(self):
        folder = tempfile.mkdtemp(prefix="bouton-class-session-")
        session = os.path.join(folder, "class-session.ron")
        teacher = Teacher(session=session)
        students = []
        try:
            url = teacher.url.replace("0.0.0.0", "127.0.0.1")
            students = [Student(url) for _ in range(2)]
            for student, name in zip(students, ["Ana", "Bo"]):
                student.join(teacher.code, name)
            teacher.wait_for("two students", lambda seats: len(seats) == 2)
            per_stone = students[0].stones() / 15
            # Paired: Ana and Bo play each other, each on their own page.
            teacher.say("pair")
            teacher.wait_for("the pair", lambda seats: [s["partner"] for s in seats] == [2, 1])
            time.sleep(1.0)
            for student, keys in zip(students, ["2", "1"]):
                canvas = student.driver.find_element(By.ID, "bouton")
                ActionChains(student.driver).move_to_element_with_offset(canvas, -300, 250).click().perform()
                ActionChains(student.driver).send_keys(keys).send_keys(Keys.ENTER).perform()
                time.sleep(1.5)
            # Ana took 2 and Bo 1 from the first heap: both pages show 3, 5, 7 less 3 stones.
            before = teacher.wait_for("a move each", lambda seats: [s["moves"] for s in seats] == [1, 1])
            self.assertEqual(before[0]["position"], before[1]["position"], "one game for the pair")
            for student in students:
                self.assertAlmostEqual(student.stones() / per_stone, 12, delta=1)
            stones = students[0].stones()
            # The laptop's Bouton dies mid-lesson, and is started again with the same session.
            teacher.crash()
            time.sleep(1.0)
            teacher = Teacher(port=int(url.rstrip("/").rsplit(":", 1)[1]), session=session)
            self.assertTrue(teacher.reopened, "the kept session is reopened")
            # The pages reconnect by themselves, to the same seats and games.
            after = teacher.wait_for("both pages back", lambda seats: len(seats) == 2 and all(s["connected"] for s in seats))
            kept = ["seat", "name", "moves", "position", "partner"]
            self.assertEqual([[s[k] for k in kept] for s in after], [[s[k] for k in kept] for s in before])
            time.sleep(1.0)
            self.assertAlmostEqual(students[0].stones() / per_stone, stones / per_stone, delta=1)
            print(f"\nthe teacher's Bouton crashed and restarted; both pages came back: {after}")
        finally:
            for student in students:
                student.quit()
            teacher.stop()


def load_tests(loader, tests, pattern):
    """Only this file's test: the page's own (imported for their helpers) run in test_page.py."""
    return loader.loadTestsFromTestCase(ClassInBrowsers)


if __name__ == "__main__":
    unittest.main(verbosity=2)
