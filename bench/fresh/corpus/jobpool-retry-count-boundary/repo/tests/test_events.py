from jobpool import EventBus


def test_on_off_and_wildcard():
    bus = EventBus()
    seen = []

    @bus.on("failed")
    def on_failed(event, **kw):
        seen.append(("failed", kw["job"]))

    bus.on("*", lambda event, **kw: seen.append(("any", event)))
    bus.emit("failed", job="j1")
    bus.off("failed", on_failed)
    bus.emit("failed", job="j2")
    assert seen == [("failed", "j1"), ("any", "failed"), ("any", "failed")]


def test_listener_errors_are_recorded():
    bus = EventBus()
    bus.on("queued", lambda event, **kw: 1 / 0)
    bus.emit("queued")
    assert len(bus.errors) == 1 and isinstance(bus.errors[0][1], ZeroDivisionError)
