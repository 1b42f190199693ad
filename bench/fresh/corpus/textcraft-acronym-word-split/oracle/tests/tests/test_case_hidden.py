from textcraft import split_words, to_camel, to_constant, to_kebab, to_pascal, to_snake, to_title


def test_trailing_acronym():
    assert to_kebab("parseURL") == "parse-url"
    assert to_snake("userID") == "user_id"


def test_other_acronyms():
    assert to_snake("XMLHttpRequest") == "xml_http_request"
    assert to_camel("PDFFileReader") == "pdfFileReader"
    assert to_constant("IOError") == "IO_ERROR"


def test_split_words_keeps_acronyms_whole():
    assert split_words("getHTTPResponseCode") == ["get", "HTTP", "Response", "Code"]
    assert split_words("CSVToJSON") == ["CSV", "To", "JSON"]


def test_acronym_next_to_digits():
    assert to_snake("HTTP2Server") == "http_2_server"
    assert to_title("loadCSV2File") == "Load Csv 2 File"


def test_plain_words_unchanged():
    assert split_words("HelloWorld") == ["Hello", "World"]
    assert split_words("utf8Decoder") == ["utf", "8", "Decoder"]
    assert to_pascal("order_line_item") == "OrderLineItem"


def test_single_capitals():
    assert split_words("aBcD") == ["a", "Bc", "D"]
    assert to_snake("X") == "x"


def test_separators_and_accents():
    assert split_words("Ünïcode wörds-and_more") == ["Unicode", "words", "and", "more"]
    assert to_kebab("  spaced   out  ") == "spaced-out"
