from conftest import ANN, BOB
from wikinote import slugify, unique_slug


def test_exact_length_with_a_smaller_max_len():
    assert slugify("alpha beta gamma", max_len=16) == "alpha-beta-gamma"
    assert slugify("abcdefghij", max_len=10) == "abcdefghij"


def test_unique_slug_that_just_fits():
    slug = "onboarding-guide-for-new-backend-staff"
    assert unique_slug(slug, {slug}) == slug + "-2"


def test_unique_slug_exactly_full_with_a_short_limit():
    assert unique_slug("ab-cd", {"ab-cd"}, max_len=7) == "ab-cd-2"
    assert unique_slug("ab-cd", {"ab-cd", "ab-cd-2"}, max_len=7) == "ab-cd-3"


def test_wiki_creates_forty_character_slugs(wiki):
    t = "Minutes of the weekly design review team"
    assert wiki.create(ANN, t) == "minutes-of-the-weekly-design-review-team"
    assert wiki.create(BOB, "Onboarding guide for new backend staff") == "onboarding-guide-for-new-backend-staff"
    assert wiki.create(BOB, "Onboarding guide for new backend staff") == "onboarding-guide-for-new-backend-staff-2"


def test_longer_slugs_are_still_cut():
    assert slugify("Minutes of the weekly design review team notes") == "minutes-of-the-weekly-design-review-team"
    assert slugify("abcdefghijk", max_len=10) == "abcdefghij"
    assert slugify("alpha beta gammas", max_len=16) == "alpha-beta"
    assert slugify("Minutes of the weekly design review teams") == "minutes-of-the-weekly-design-review"


def test_unique_slug_over_the_limit_is_shortened():
    slug = "onboarding-guide-for-new-backend-staffs"
    assert unique_slug(slug, {slug}) == "onboarding-guide-for-new-backend-2"
    assert unique_slug("abcde", {"abcde"}, max_len=6) == "abcd-2"
    assert unique_slug("ab-cde", {"ab-cde"}, max_len=7) == "ab-2"
