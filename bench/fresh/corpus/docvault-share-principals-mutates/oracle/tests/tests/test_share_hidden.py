import pytest

from docvault import VaultError


def test_already_normal_but_unsorted_list_untouched(vault):
    doc = vault.create("ana", "Plan")
    invite = ["user:zed", "user:amy", "group:ops"]
    assert vault.share(doc, "ana", invite, "commenter") == ["group:ops", "user:amy", "user:zed"]
    assert invite == ["user:zed", "user:amy", "group:ops"]


def test_unshare_leaves_the_callers_list_alone(vault):
    doc = vault.create("ana", "Plan")
    vault.share(doc, "ana", ["user:bo", "user:cy"], "viewer")
    remove = ["user:cy", "User:Bo", "user:nobody"]
    assert vault.unshare(doc, "ana", remove) == ["user:bo", "user:cy"]
    assert remove == ["user:cy", "User:Bo", "user:nobody"]


def test_tuples_and_reused_lists(vault):
    a = vault.create("ana", "A")
    b = vault.create("ana", "B")
    invite = ("user:bo", "User:Cy")
    assert vault.share(a, "ana", invite, "viewer") == ["user:bo", "user:cy"]
    same = ["user:cy", "user:bo"]
    vault.share(b, "ana", same, "editor")
    assert vault.unshare(b, "ana", same) == ["user:bo", "user:cy"]
    assert same == ["user:cy", "user:bo"]


def test_bad_principal_grants_nothing(vault):
    doc = vault.create("ana", "Plan")
    with pytest.raises(VaultError):
        vault.share(doc, "ana", ["user:bo", "everyone"], "editor")
    assert vault.role_of(doc, "bo") is None
    assert [h[2] for h in vault.read(doc, "ana").history] == ["create"]


def test_share_results_and_history(vault):
    doc = vault.create("ana", "Plan")
    assert vault.share(doc, "ana", ["user:cy", " USER:cy", "group:eng"], "editor") == ["group:eng", "user:cy"]
    assert vault.role_of(doc, "bo") == "editor"
    assert [h[2] for h in vault.read(doc, "ana").history] == ["create", "share editor"]
    assert vault.unshare(doc, "ana", ["group:eng"]) == ["group:eng"]
    assert vault.role_of(doc, "bo") is None
