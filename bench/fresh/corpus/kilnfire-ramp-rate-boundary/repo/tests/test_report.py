from kilnfire import FiringLog, Schedule, Segment, log_lines, schedule_lines, summary


def test_schedule_lines(glaze):
    assert schedule_lines(glaze) == [
        "1. 100°C/h to 600°C", "2. 150°C/h to 1100°C", "3. 60°C/h to 1222°C, hold 15 min"]


def test_schedule_lines_in_fahrenheit():
    cone10 = Schedule("cone 10", [Segment(100, 600), Segment(150, 1100), Segment(60, 1285, hold=10)])
    lines = schedule_lines(cone10, "F", step=10)
    assert lines[0] == "1. 180°F/h to 1110°F"
    assert len(lines) == 3


def test_summary(glaze, bisque):
    assert summary(glaze) == "cone 6 glaze: peak 1222°C, 11h25, 3 segments"
    assert summary(bisque, "F").startswith("bisque 04: peak 1945°F")


def test_log_lines(glaze, kiln):
    log = FiringLog(kiln)
    log.fire(glaze)
    assert log_lines(log) == ["#1 cone 6 glaze: 11.42 h, 78.8 kWh, 23.64", "total: 11.42 h, 23.64"]
