"""wagecalc: hourly payroll from timesheets to payslips."""
from .errors import PayrollError, TimesheetError
from .money import round_cents, round_rate, parse_amount, format_amount, split_evenly, percent_of
from .timesheet import Shift, Timesheet, parse_shift, statutory_break
from .rules import PayRules, PayLine, pay_lines
from .tax import Bracket, annual_tax, withholding
from .payslip import Deduction, Employee, Payslip, build_payslip

__all__ = [
    "PayrollError", "TimesheetError",
    "round_cents", "round_rate", "parse_amount", "format_amount", "split_evenly", "percent_of",
    "Shift", "Timesheet", "parse_shift", "statutory_break",
    "PayRules", "PayLine", "pay_lines", "Bracket", "annual_tax", "withholding",
    "Deduction", "Employee", "Payslip", "build_payslip",
]
