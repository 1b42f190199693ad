from grantdesk import Call, GrantDesk, Person, band, bands

CALL = Call("open-2026", money=150000, cap=100000)
STRICT = Call("strict", money=150000, cap=100000, cutoff=8.5, reserve_margin=0.5)
CHAD = Person("chad", "NWO", "chair")
ROB = Person("rob", "Uni Groningen", "reviewer")
RUTH = Person("ruth", "KNAW", "reviewer")


def scored(desk, name, a, b):
    app = desk.submit(Person(name, "Uni " + name), name, [("staff", 20000)])
    for reviewer, value in ((ROB, a), (RUTH, b)):
        desk.assign(CHAD, app.id, reviewer)
        desk.score(reviewer, app.id, value)
    return app


def test_band_edges():
    assert band(7.0, CALL) == "fund"
    assert band(6.0, CALL) == "reserve"
    assert band(8.5, STRICT) == "fund"
    assert band(8.0, STRICT) == "reserve"


def test_desk_funds_an_average_at_the_cutoff():
    desk = GrantDesk(CALL)
    app = scored(desk, "moss", 7, 7)
    assert desk.entry(app).band == "fund"
    assert [e.title for e in desk.decide(CHAD)] == ["moss"]


def test_report_bands_at_the_edges():
    desk = GrantDesk(CALL)
    scored(desk, "moss", 7, 7)
    scored(desk, "kelp", 6, 6)
    scored(desk, "fern", 5.5, 6)
    assert bands(desk.standings()) == {"fund": ["A001"], "reserve": ["A002"], "decline": ["A003"]}


def test_just_beside_the_edges():
    assert band(6.99, CALL) == "reserve"
    assert band(6.95, CALL) == "reserve"
    assert band(7.01, CALL) == "fund"
    assert band(5.99, CALL) == "decline"
    assert band(5.95, CALL) == "decline"
    assert band(8.45, STRICT) == "reserve"
    assert band(7.99, STRICT) == "decline"


def test_clear_bands_and_wide_margins():
    wide = Call("wide", money=10, cap=10, cutoff=6, reserve_margin=2.5)
    assert band(4.0, wide) == "reserve"
    assert band(3.0, wide) == "decline"
    assert band(10, CALL) == "fund"
    assert band(1, CALL) == "decline"
