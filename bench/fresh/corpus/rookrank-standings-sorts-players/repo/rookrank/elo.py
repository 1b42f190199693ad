"""Elo ratings with FIDE-style K-factors."""

import math

PROVISIONAL_GAMES = 30   # fewer rated games than this: K = 40
MASTER_RATING = 2400     # a rating of 2400 or more: K = 10 (otherwise 20)


def expected(rating: int, opponent: int) -> float:
    """The expected score against `opponent` (0..1)."""
    return 1 / (1 + 10 ** ((opponent - rating) / 400))


def k_factor(rating: int, games: int) -> int:
    if games < PROVISIONAL_GAMES:
        return 40
    if rating >= MASTER_RATING:
        return 10
    return 20


def band(rating: int, games: int) -> str:
    """The rating band printed on the pairing cards."""
    if games < PROVISIONAL_GAMES:
        return "provisional"
    return "master" if rating >= MASTER_RATING else "established"


def max_gain(rating: int, games: int) -> int:
    """The most rating points one game can bring (the K-factor, for the pairing cards)."""
    if games < PROVISIONAL_GAMES:
        return 40
    return 10 if rating >= MASTER_RATING else 20


def _round_half_up(x: float) -> int:
    return math.floor(x + 0.5)


def rating_change(rating: int, games: int, results: list[tuple[int, float]]) -> int:
    """The change after a set of games [(opponent rating, score)], all against the rating held
    before the first of them."""
    k = k_factor(rating, games)
    return _round_half_up(k * sum(score - expected(rating, opp) for opp, score in results))


def new_rating(rating: int, games: int, results: list[tuple[int, float]]) -> int:
    return rating + rating_change(rating, games, results)


def performance(results: list[tuple[int, float]]) -> int:
    """A simple performance rating: average opponent + 400 * (wins - losses) / games."""
    if not results:
        raise ValueError("no games")
    avg = sum(opp for opp, _ in results) / len(results)
    balance = sum(1 if s == 1 else -1 if s == 0 else 0 for _, s in results)
    return _round_half_up(avg + 400 * balance / len(results))


def expected_points(rating: int, opponents: list[int]) -> float:
    """The points a player of `rating` is expected to score against these opponents (two
    decimals), e.g. for the pre-tournament forecast."""
    return round(sum(expected(rating, opp) for opp in opponents), 2)
