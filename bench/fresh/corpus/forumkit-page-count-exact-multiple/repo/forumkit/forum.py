"""The forum facade: boards, threads, replies, edits, moderation and listing."""
from .boards import Board, Post, Thread
from .errors import InvalidInput, NotFound, PermissionDenied
from .paging import PAGE_SIZE, page, page_count, page_of
from .perms import can_delete, can_edit, can_lock, can_post, can_view
from .text import excerpt, mentions, normalise_tags, quote
from .users import User


class Forum:
    def __init__(self, clock, page_size: int = PAGE_SIZE):
        self._clock = clock
        self.page_size = page_size
        self._boards: dict[str, Board] = {}
        self._threads: dict[int, Thread] = {}
        self._posts: dict[int, Post] = {}
        self._next = 1
        self.notifications: list[tuple[str, int]] = []
        self._subscribers: dict[int, list[str]] = {}

    def _id(self) -> int:
        n, self._next = self._next, self._next + 1
        return n

    def add_board(self, board: Board) -> None:
        if board.slug in self._boards:
            raise InvalidInput(f"board exists: {board.slug}")
        self._boards[board.slug] = board

    def board(self, slug: str) -> Board:
        if slug not in self._boards:
            raise NotFound(f"no board {slug!r}")
        return self._boards[slug]

    def thread(self, thread_id: int) -> Thread:
        if thread_id not in self._threads:
            raise NotFound(f"no thread {thread_id}")
        return self._threads[thread_id]

    def post(self, post_id: int) -> Post:
        if post_id not in self._posts:
            raise NotFound(f"no post {post_id}")
        return self._posts[post_id]

    def _add_post(self, user: User, thread: Thread, body: str) -> Post:
        if not body.strip():
            raise InvalidInput("a post needs a body")
        post = Post(self._id(), thread.id, user.name, body, self._clock.now())
        self._posts[post.id] = post
        thread.post_ids.append(post.id)
        told = {user.name}
        for name in mentions(body) + self._subscribers.get(thread.id, []):
            if name not in told:
                told.add(name)
                self.notifications.append((name, post.id))
        return post

    def start_thread(self, user: User, slug: str, title: str, body: str, tags: list[str] | None = None) -> Thread:
        board = self.board(slug)
        if not can_post(user, board):
            raise PermissionDenied(f"{user.name} may not post on {slug}")
        if not title.strip():
            raise InvalidInput("a thread needs a title")
        thread = Thread(self._id(), slug, title.strip(), user.name, self._clock.now(), normalise_tags(tags or []))
        self._threads[thread.id] = thread
        self._add_post(user, thread, body)
        return thread

    def reply(self, user: User, thread_id: int, body: str) -> Post:
        thread = self.thread(thread_id)
        if not can_post(user, self.board(thread.board), thread):
            raise PermissionDenied(f"{user.name} may not reply to thread {thread_id}")
        return self._add_post(user, thread, body)

    def subscribe(self, user: User, thread_id: int) -> None:
        """Be notified of every reply to a thread one may view (once per reply)."""
        thread = self.thread(thread_id)
        if not can_view(user, self.board(thread.board)):
            raise PermissionDenied(f"{user.name} may not view thread {thread_id}")
        subs = self._subscribers.setdefault(thread_id, [])
        if user.name not in subs:
            subs.append(user.name)

    def unsubscribe(self, user: User, thread_id: int) -> None:
        subs = self._subscribers.get(thread_id, [])
        if user.name in subs:
            subs.remove(user.name)

    def quote_reply(self, user: User, post_id: int, body: str) -> Post:
        post = self.post(post_id)
        return self.reply(user, post.thread_id, quote(post.author, post.body) + "\n\n" + body)

    def edit(self, user: User, post_id: int, body: str) -> Post:
        post = self.post(post_id)
        board = self.board(self.thread(post.thread_id).board)
        now = self._clock.now()
        if not can_edit(user, board, post, now):
            raise PermissionDenied(f"{user.name} may not edit post {post_id}")
        if not body.strip():
            raise InvalidInput("a post needs a body")
        post.body, post.edited = body, now
        return post

    def delete(self, user: User, post_id: int) -> None:
        post = self.post(post_id)
        board = self.board(self.thread(post.thread_id).board)
        if not can_delete(user, board, post, self._clock.now()):
            raise PermissionDenied(f"{user.name} may not delete post {post_id}")
        post.deleted = True

    def lock(self, user: User, thread_id: int, locked: bool = True) -> None:
        thread = self.thread(thread_id)
        if not can_lock(user, self.board(thread.board)):
            raise PermissionDenied(f"{user.name} may not lock thread {thread_id}")
        thread.locked = locked

    def retag(self, user: User, thread_id: int, tags: list[str]) -> list[str]:
        thread = self.thread(thread_id)
        board = self.board(thread.board)
        if not (user.name == thread.author or can_lock(user, board)):
            raise PermissionDenied(f"{user.name} may not retag thread {thread_id}")
        thread.tags = normalise_tags(tags)
        return thread.tags

    def threads(self, user: User, slug: str, number: int = 1) -> list[Thread]:
        """Threads of a board, newest first, one page at a time."""
        board = self.board(slug)
        if not can_view(user, board):
            raise PermissionDenied(f"{user.name} may not view {slug}")
        items = sorted((t for t in self._threads.values() if t.board == slug), key=lambda t: -t.id)
        return page(items, number, self.page_size)

    def posts(self, thread_id: int, number: int = 1) -> list[Post]:
        thread = self.thread(thread_id)
        visible = [self._posts[i] for i in thread.post_ids if not self._posts[i].deleted]
        return page(visible, number, self.page_size)

    def pages(self, thread_id: int) -> int:
        thread = self.thread(thread_id)
        return page_count(sum(not self._posts[i].deleted for i in thread.post_ids), self.page_size)

    def locate(self, post_id: int) -> int:
        """The page of its thread on which a (not deleted) post appears."""
        post = self.post(post_id)
        visible = [i for i in self.thread(post.thread_id).post_ids if not self._posts[i].deleted]
        if post_id not in visible:
            raise NotFound(f"post {post_id} is deleted")
        return page_of(visible.index(post_id), self.page_size)

    def search(self, user: User, word: str) -> list[tuple[int, str]]:
        """(post id, excerpt) of visible posts containing `word` (case-insensitive)."""
        w = word.lower()
        out = []
        for post in self._posts.values():
            board = self.board(self._threads[post.thread_id].board)
            if not post.deleted and can_view(user, board) and w in post.body.lower():
                out.append((post.id, excerpt(post.body)))
        return out

    def stats(self, slug: str) -> dict[str, int]:
        """Threads, visible posts and locked threads of a board."""
        self.board(slug)
        threads = [t for t in self._threads.values() if t.board == slug]
        posts = sum(1 for t in threads for i in t.post_ids if not self._posts[i].deleted)
        return {"threads": len(threads), "posts": posts, "locked": sum(t.locked for t in threads)}

    def tagged(self, tag: str) -> list[int]:
        return sorted(t.id for t in self._threads.values() if tag in t.tags)
