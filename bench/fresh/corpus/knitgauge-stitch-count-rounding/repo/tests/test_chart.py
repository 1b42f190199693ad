from knitgauge import size_chart


def test_size_chart(library, gauge):
    lines = size_chart(library.get(1), gauge)
    assert lines[0] == "Harbour Pullover by dana"
    assert lines[1:] == ["S: 92 cm, cast on 102 sts", "M: 100 cm, cast on 110 sts",
                         "L: 110 cm, cast on 122 sts"]
