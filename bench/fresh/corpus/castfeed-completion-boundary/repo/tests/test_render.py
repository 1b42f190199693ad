from castfeed import episode_line, feed_listing, progress_line


def test_episode_lines(feed):
    assert episode_line(feed.get(1)) == "S1E1 Pilot (42:10)"
    assert episode_line(feed.get(3)) == "S1E3 Letters from Listeners (15:00) *"


def test_feed_listing(feed):
    lines = feed_listing(feed)
    assert lines[0].startswith("night-shift - 5 episode(s), ")
    assert lines[1] == "Season 1"
    assert lines[2] == "  S1E1 Pilot (42:10)"
    assert lines[5:7] == ["Season 2", lines[6]]
    assert len(lines) == 8


def test_progress_lines(log):
    log.record("ann", 1, 2500)
    log.record("ann", 3, 125)
    assert progress_line(log, "ann", 1) == "ann S1E1: done"
    assert progress_line(log, "ann", 3) == "ann S1E3: 2:05 / 15:00"
