"""The review desk: applications come in, reviewers are assigned and score, the chair decides."""

from dataclasses import dataclass, field

from . import budget, policy, ranking, scoring
from .errors import GrantError


@dataclass
class Application:
    id: str
    applicant: object
    title: str
    lines: tuple
    submitted: int
    reviewers: list = field(default_factory=list)
    scores: dict = field(default_factory=dict)


@dataclass(frozen=True)
class Entry:
    id: str
    title: str
    average: float
    band: str
    total: int
    submitted: int


class GrantDesk:
    def __init__(self, call):
        self.call = call
        self._apps: dict[str, Application] = {}
        self._decided: list | None = None
        self._count = 0

    def submit(self, applicant, title: str, lines) -> Application:
        lines = tuple(lines)
        budget.check_lines(lines)
        if not budget.within_cap(lines, self.call):
            raise GrantError(
                f"{title}: {budget.total(lines, self.call.overhead_percent)} is over the cap "
                f"of {self.call.cap}"
            )
        self._count += 1
        app = Application(f"A{self._count:03d}", applicant, title, lines, self._count - 1)
        self._apps[app.id] = app
        return app

    def get(self, app_id: str) -> Application:
        try:
            return self._apps[app_id]
        except KeyError:
            raise GrantError(f"no application {app_id}") from None

    def assign(self, by, app_id: str, reviewer) -> None:
        policy.require(policy.may_decide(by), f"{by.name} may not assign reviewers")
        app = self.get(app_id)
        policy.require(policy.may_review(reviewer, app), f"{reviewer.name} may not review {app_id}")
        if reviewer not in app.reviewers:
            app.reviewers.append(reviewer)

    def score(self, reviewer, app_id: str, value) -> None:
        app = self.get(app_id)
        policy.require(
            policy.may_review(reviewer, app) and reviewer in app.reviewers,
            f"{reviewer.name} may not score {app_id}",
        )
        if self._decided is not None:
            raise GrantError("the call is decided")
        app.scores[reviewer.name] = scoring.check_score(value)

    def entry(self, app: Application) -> Entry:
        if len(app.scores) < self.call.min_reviews:
            raise GrantError(f"{app.id} has {len(app.scores)} of {self.call.min_reviews} reviews")
        avg = scoring.average(list(app.scores.values()))
        total = budget.total(app.lines, self.call.overhead_percent)
        return Entry(app.id, app.title, avg, scoring.band(avg, self.call), total, app.submitted)

    def withdraw(self, by, app_id: str) -> Application:
        """The applicant (or an administrator) takes an application back before the decision."""
        app = self.get(app_id)
        policy.require(by == app.applicant or by.role == "admin", f"{by.name} may not withdraw {app_id}")
        if self._decided is not None:
            raise GrantError("the call is decided")
        return self._apps.pop(app_id)

    def scores_of(self, person, app_id: str) -> dict:
        app = self.get(app_id)
        policy.require(policy.may_see_scores(person, app), f"{person.name} may not see {app_id}")
        return dict(app.scores)

    def standings(self) -> list[Entry]:
        return ranking.rank(self.entry(a) for a in self._apps.values())

    def decide(self, by) -> list[Entry]:
        policy.require(policy.may_decide(by), f"{by.name} may not decide the call")
        self._decided = ranking.allocate(self.standings(), self.call.money)
        return list(self._decided)
