from urlkit import encode_query, merge_query, parse_qs, parse_qsl, unquote, unquote_plus


def test_unquote_plus_distinguishes_plus_and_space():
    assert unquote_plus("a%2Bb+c") == "a+b c"
    assert unquote_plus("%2B49+30+123") == "+49 30 123"


def test_lowercase_escape():
    assert unquote_plus("1%2b1") == "1+1"
    assert parse_qsl("x=%2b") == [("x", "+")]


def test_plus_in_keys():
    assert parse_qs("c%2B%2B=lang&a+b=1") == {"c++": ["lang"], "a b": ["1"]}


def test_round_trip_through_encode():
    params = {"q": "a+b c", "tel": "+1 555"}
    assert dict(parse_qsl(encode_query(params))) == params


def test_merge_query_keeps_encoded_plus():
    assert merge_query("https://x.test/?q=1%2B1", {"page": 2}) == "https://x.test/?q=1%2B1&page=2"


def test_plain_form_decoding_unchanged():
    assert unquote_plus("two+words%20here") == "two words here"
    assert unquote_plus("100%zz") == "100%zz"
    assert unquote("a+b%2B") == "a+b+"


def test_spaces_and_other_escapes_unchanged():
    assert parse_qs("a+b=c+d&x=%26&y=%3D") == {"a b": ["c d"], "x": ["&"], "y": ["="]}


def test_utf8_and_blanks_unchanged():
    assert parse_qsl("n=J%C3%BCrgen&e=&f") == [("n", "Jürgen"), ("e", ""), ("f", "")]
    assert parse_qsl("a=%E2%82%AC+1", keep_blank=False) == [("a", "€ 1")]
