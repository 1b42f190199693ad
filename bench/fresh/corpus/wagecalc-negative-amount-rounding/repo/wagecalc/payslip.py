"""Payslips: pay lines + extras - tax - deductions + reimbursed expenses = net.

Extras are one-off amounts by name (``{"bonus": "150", "expenses": "42.10"}``): every extra is
taxable pay except ``expenses``, which is reimbursed untaxed. Deductions (pension, union dues)
are percentages of gross pay, optionally capped per period, applied in priority order.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from .errors import PayrollError
from .money import format_amount, parse_amount, percent_of, round_cents
from .rules import PayLine, PayRules, pay_lines
from .tax import withholding
from .timesheet import Timesheet

REIMBURSED = "expenses"


@dataclass(frozen=True)
class Deduction:
    name: str
    percent: Decimal
    cap: Decimal | None = None
    priority: int = 100

    def amount(self, gross: Decimal) -> Decimal:
        value = percent_of(gross, self.percent)
        return min(value, self.cap) if self.cap is not None else value


@dataclass
class Employee:
    name: str
    rules: PayRules
    deductions: list[Deduction] = field(default_factory=list)
    periods_per_year: int = 12


@dataclass(frozen=True)
class Payslip:
    employee: str
    lines: list[PayLine]
    extras: list[tuple[str, Decimal]]
    gross: Decimal
    tax: Decimal
    deductions: list[tuple[str, Decimal]]
    reimbursed: Decimal
    net: Decimal

    def render(self) -> str:
        out = [f"Payslip: {self.employee}"]
        for line in self.lines:
            out.append(f"  {line.description:<14} {line.minutes / 60:>6.2f} h  {format_amount(line.amount):>12}")
        for name, amount in self.extras:
            out.append(f"  {name.capitalize():<14} {'':>8}  {format_amount(amount):>12}")
        out.append(f"  {'Gross':<14} {'':>8}  {format_amount(self.gross):>12}")
        out.append(f"  {'Tax':<14} {'':>8}  {format_amount(-self.tax):>12}")
        for name, amount in self.deductions:
            out.append(f"  {name:<14} {'':>8}  {format_amount(-amount):>12}")
        if self.reimbursed:
            out.append(f"  {'Expenses':<14} {'':>8}  {format_amount(self.reimbursed):>12}")
        out.append(f"  {'Net':<14} {'':>8}  {format_amount(self.net):>12}")
        return "\n".join(out)


def _amount(value: Decimal | str) -> Decimal:
    return parse_amount(value) if isinstance(value, str) else round_cents(value)


def build_payslip(employee: Employee, timesheet: Timesheet,
                  extras: dict[str, Decimal | str] | None = None) -> Payslip:
    if timesheet.employee != employee.name:
        raise PayrollError(f"timesheet of {timesheet.employee} given for {employee.name}")
    extras = extras or {}
    lines = pay_lines(timesheet, employee.rules)
    reimbursed = _amount(extras.get(REIMBURSED, "0"))
    if reimbursed < 0:
        raise PayrollError("expenses cannot be negative")
    extra_lines = [(name, _amount(value)) for name, value in sorted(extras.items()) if name != REIMBURSED]
    gross = sum((line.amount for line in lines), Decimal("0.00")) + sum((a for _, a in extra_lines), Decimal("0.00"))
    tax = withholding(gross, employee.periods_per_year)
    deductions = [(d.name, d.amount(gross)) for d in sorted(employee.deductions, key=lambda d: d.priority)]
    net = gross - tax - sum((a for _, a in deductions), Decimal("0.00")) + reimbursed
    return Payslip(employee.name, lines, extra_lines, gross, tax, deductions, reimbursed, net)
