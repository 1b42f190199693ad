"""rookrank: chess club tournaments."""

from .elo import band, expected, expected_points, k_factor, max_gain, new_rating, performance, rating_change
from .errors import ResultError, ScheduleError, TournamentError
from .players import Player, check_unique, seed_order
from .report import crosstable, fmt_points, format_table, tiebreak_detail
from .results import Result, parse_game_line, parse_result
from .schedule import games_of, round_robin
from .standings import Game, Row, points, rank, sonneborn_berger, top
from .tournament import Tournament

__version__ = "2.0.4"
