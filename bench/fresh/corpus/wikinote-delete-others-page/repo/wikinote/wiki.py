"""The wiki: pages by slug, with permissions checked on every change."""
from __future__ import annotations

from . import rules
from .changes import change_summary
from .errors import NotFound, PermissionDenied
from .page import Page, Revision
from .search import search as _search
from .slug import slugify, unique_slug
from .users import User


class Wiki:
    def __init__(self):
        self._pages: dict[str, Page] = {}
        self._tick = 0
        self._log: list[tuple[int, str, str, str]] = []  # (at, slug, user, what)

    def _now(self) -> int:
        self._tick += 1
        return self._tick

    def _page(self, slug: str) -> Page:
        try:
            return self._pages[slug]
        except KeyError:
            raise NotFound(f"no page {slug!r}") from None

    def _deny(self, user: User, what: str, slug: str) -> None:
        raise PermissionDenied(f"{user.name} ({user.role}) may not {what} {slug!r}")

    # -- pages ------------------------------------------------------------
    def create(self, user: User, title: str, text: str = "") -> str:
        if not rules.may_create(user):
            self._deny(user, "create", title)
        slug = unique_slug(slugify(title), self._pages)
        page = Page(slug, title, user.name)
        at = self._now()
        page.add_revision(user.name, text, at, "created")
        page.watchers.add(user.name)
        self._pages[slug] = page
        self._log.append((at, slug, user.name, "create"))
        return slug

    def get(self, slug: str) -> Page:
        return self._page(slug)

    def text(self, slug: str) -> str:
        return self._page(slug).text

    def pages(self) -> list[str]:
        return sorted(self._pages)

    def edit(self, user: User, slug: str, text: str, summary: str = "") -> Revision:
        page = self._page(slug)
        if not rules.may_edit(user, page):
            self._deny(user, "edit", slug)
        at = self._now()
        rev = page.add_revision(user.name, text, at, summary or change_summary(page.text, text))
        self._log.append((at, slug, user.name, "edit"))
        return rev

    def history(self, slug: str) -> list[Revision]:
        """The revisions of a page, oldest first."""
        return list(self._page(slug).revisions)

    def revert(self, user: User, slug: str, number: int) -> Revision:
        page = self._page(slug)
        if not rules.may_revert(user, page):
            self._deny(user, "revert", slug)
        old = page.revision(number)
        at = self._now()
        rev = page.add_revision(user.name, old.text, at, f"revert to r{number}")
        self._log.append((at, slug, user.name, "revert"))
        return rev

    def set_locked(self, user: User, slug: str, locked: bool = True) -> None:
        page = self._page(slug)
        if not rules.may_lock(user, page):
            self._deny(user, "lock" if locked else "unlock", slug)
        page.locked = locked
        self._log.append((self._now(), slug, user.name, "lock" if locked else "unlock"))

    def rename(self, user: User, slug: str, title: str) -> str:
        page = self._page(slug)
        if not rules.may_rename(user, page):
            self._deny(user, "rename", slug)
        others = set(self._pages) - {slug}
        new = unique_slug(slugify(title), others)
        del self._pages[slug]
        page.slug, page.title = new, title
        self._pages[new] = page
        self._log.append((self._now(), new, user.name, "rename"))
        return new

    def delete(self, user: User, slug: str) -> None:
        page = self._page(slug)
        if not rules.may_delete(user, page):
            self._deny(user, "delete", slug)
        del self._pages[slug]
        self._log.append((self._now(), slug, user.name, "delete"))

    def delete_many(self, user: User, slugs: list[str]) -> list[str]:
        """Delete every page the user may delete; the slugs actually deleted."""
        done = []
        for slug in slugs:
            page = self._pages.get(slug)
            if page is not None and rules.may_delete(user, page):
                del self._pages[slug]
                self._log.append((self._now(), slug, user.name, "delete"))
                done.append(slug)
        return done

    # -- watchers, search, changes ------------------------------------------
    def watch(self, user: User, slug: str) -> None:
        self._page(slug).watchers.add(user.name)

    def unwatch(self, user: User, slug: str) -> None:
        self._page(slug).watchers.discard(user.name)

    def watchers(self, slug: str) -> set[str]:
        return set(self._page(slug).watchers)

    def search(self, query: str, limit: int = 10) -> list[tuple[str, int]]:
        return _search(self._pages.values(), query, limit)

    def recent_changes(self, limit: int = 10) -> list[tuple[int, str, str, str]]:
        """The newest changes first."""
        return list(reversed(self._log[-limit:])) if limit > 0 else []

    def contributors(self, slug: str) -> list[tuple[str, int]]:
        """(user, revisions written) for a page, most revisions first, then by name."""
        counts: dict[str, int] = {}
        for rev in self._page(slug).revisions:
            counts[rev.author] = counts.get(rev.author, 0) + 1
        return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))

    def stats(self) -> dict:
        """Counts over the whole wiki."""
        pages = list(self._pages.values())
        return {
            "pages": len(pages),
            "locked": sum(p.locked for p in pages),
            "revisions": sum(len(p.revisions) for p in pages),
            "authors": len({r.author for p in pages for r in p.revisions}),
            "changes": len(self._log),
        }
