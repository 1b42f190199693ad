"""seedvault - a small seed-bank register."""

from .errors import PermissionDenied, SeedVaultError, StockError, ValidationError
from .germination import GerminationTest, is_viable, latest_rate, pooled_rate, rate, round_rate, trend
from .lots import Lot, split_lot
from .people import Person, may_curate, may_view, may_withdraw
from .policy import Policy, due_for_retest, needs_regeneration
from .report import project_report, regeneration_list, stock_report, summary
from .vault import Movement, Vault

__all__ = [
    "GerminationTest", "Lot", "Movement", "Person", "PermissionDenied", "Policy", "SeedVaultError",
    "StockError", "ValidationError", "Vault", "due_for_retest", "is_viable", "latest_rate",
    "may_curate", "may_view", "may_withdraw", "needs_regeneration", "pooled_rate", "rate",
    "project_report", "regeneration_list", "round_rate", "split_lot", "stock_report", "summary",
    "trend",
]
