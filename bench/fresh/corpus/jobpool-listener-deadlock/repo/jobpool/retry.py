"""Retry policy: how often a failed job is run again and how long to wait in between."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RetryPolicy:
    """``max_retries`` is the number of *re*-runs: with ``max_retries=2`` a job that keeps
    failing runs three times. Delays grow by ``factor`` from ``base_delay`` up to ``max_delay``."""

    max_retries: int = 0
    base_delay: float = 0.0
    factor: float = 2.0
    max_delay: float = 60.0
    retry_on: tuple = (Exception,)

    def __post_init__(self):
        if self.max_retries < 0:
            raise ValueError("max_retries must be >= 0")
        if self.base_delay < 0:
            raise ValueError("base_delay must be >= 0")
        if self.factor < 1:
            raise ValueError("factor must be >= 1")
        if self.max_delay < self.base_delay:
            raise ValueError("max_delay must be >= base_delay")

    def retryable(self, exc: BaseException) -> bool:
        return isinstance(exc, self.retry_on)

    def should_retry(self, attempts: int, exc: BaseException) -> bool:
        """Whether to run again a job that has now failed *attempts* times in a row."""
        return self.retryable(exc) and attempts <= self.max_retries

    def delay_for(self, attempts: int) -> float:
        """Seconds to wait before the run that follows failure number *attempts*."""
        return min(self.base_delay * self.factor ** (attempts - 1), self.max_delay)
