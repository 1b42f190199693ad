from textcraft import split_words, to_camel, to_constant, to_kebab, to_pascal, to_snake, to_title


def test_split_words_on_separators_and_case():
    assert split_words("user-name_field value") == ["user", "name", "field", "value"]
    assert split_words("getUserName") == ["get", "User", "Name"]
    assert split_words("version2Update") == ["version", "2", "Update"]


def test_conversions():
    assert to_snake("helloWorld") == "hello_world"
    assert to_kebab("Hello World") == "hello-world"
    assert to_constant("maxRetryCount") == "MAX_RETRY_COUNT"
    assert to_camel("user_id") == "userId"
    assert to_pascal("order-line item") == "OrderLineItem"
    assert to_title("the_quick-brownFox") == "The Quick Brown Fox"


def test_empty_input():
    assert split_words("") == [] and to_camel("--") == ""


def test_accents_are_stripped():
    assert to_snake("Crème brûlée") == "creme_brulee"
