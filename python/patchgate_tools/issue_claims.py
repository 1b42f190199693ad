"""Generated reproducers from the issue text (spec 18 §3.1 Level B: "the repository test that
exposes the defect, or a generated reproduction test validated against the buggy baseline").

A bug report usually shows the defect as code: an interactive session whose output is the wrong
answer, a script line with `# expected X`, an inline call that "says 1". Those are claims about the
program the reporter ran, and each is a reproducer the visible FAIL_TO_PASS test may not contain:
the second entry point the report also names, the other input it shows. This module

* `--extract ISSUE.txt`: reads the claims out of the text, never importing anything. A claim is
  code to run (setup statements, then one expression), what the reporter saw (a value, an
  exception, "no error") and what the reporter expected (a value, an exception, "no error", or
  only "not what I saw"). A line that shows output but states no expectation is context, not a
  claim: whether the reporter found it right or wrong is not said, so it decides nothing.
* `--write DIR --claims CLAIMS.json --f2p FILE...`: writes a pytest module into DIR (beside the
  reproducer, so the same conftest fixtures apply) with one test per claim. Each test runs its
  claim in the task's own tree: names the snippet does not define come from the reproducer modules'
  namespaces, the package's public names, a few stdlib names, or a pytest fixture of that name
  (`lawn`, `forum`). It records what happened (`PATCHGATE_CLAIMS_OUT`, one JSON line per claim)
  and passes only when the expectation holds.

Deciding is not done here: the activity runs the module on the pre-edit tree, keeps the claims
the pre-edit fails *as the reporter saw it* (validated against the buggy baseline), and then
requires the candidate to meet them (activities/issueClaims.ts, domain/behaviour/issueClaims.ts).
"""
import argparse
import ast
import io
import json
import os
import re
import sys
import tokenize

# ----------------------------------------------------------------------------------------------
# extraction (pure text work)

FENCE = re.compile(r"^\s*(```|~~~)")
PROMPT = re.compile(r"^(\s*)>>>( |$)")
CONT = re.compile(r"^(\s*)\.\.\.( |$)")
# an expectation cue inside a comment or a sentence: what follows is what the reporter wanted
EXPECT_CUE = re.compile(
    r"\b(?:expected|expect(?:ing)?|expectation|should (?:be|return|give|read|say|equal|raise|fail with)|"
    r"ought to (?:be|return|raise)|must (?:be|return|raise)|want(?:ed)?|correct (?:value|answer|result) (?:is|would be))\b[:\s]*",
    re.I,
)
# "what I saw" cues: the value after them is the observed output
SEEN_CUE = re.compile(r"^(?:->|=>|→|returns?|gives?|got|is|says|shows|yields|prints|comes out as|evaluates to)\s*[:=]?\s*", re.I)
NO_ERROR = re.compile(r"\b(?:no (?:error|exception)|succeeds|is accepted|accepted|goes through|works|returns normally|passes)\b", re.I)
HANGS = re.compile(r"\b(?:never returns|hangs|blocks forever|deadlocks?)\b", re.I)
EXC_NAME = re.compile(r"^(?:[A-Za-z_][\w]*\.)*([A-Z]\w*(?:Error|Exception|Denied|Forbidden|Invalid|Failed|Failure|NotFound|NotMet|Refused|Rejected|Exceeded|Warning|Unauthorized|Expired|Conflict|Timeout|Full|Empty|Closed|Locked))\b")
TRACE_LAST = re.compile(r"^((?:[A-Za-z_]\w*\.)*[A-Z]\w*)(?::\s?(.*))?$")
INLINE_CALL = re.compile(r"`([^`\n]*?\w\([^`\n]*\)[^`\n]*?)`")
# an inline claim: `call(...)` says / gives / returns VALUE
INLINE_SEEN = re.compile(
    r"`(?P<code>[^`\n]*\w\([^`\n]*\)[^`\n]*)`\s*(?:\([^)\n]*\)\s*)?(?:says|gives|returns|is|comes out as|yields|reports|shows)\s+(?P<seen>`[^`\n]+`|[^\s,;:]+)"
)


def _parses(text, mode):
    try:
        ast.parse(text, mode=mode)
        return True
    except (SyntaxError, ValueError):
        return False


def longest_expr_prefix(text):
    """The longest prefix of `text` (cut at a word boundary) that is one Python expression, or None.
    `7803.0 seconds` -> `7803.0`; `Decimal('0.00') (nothing owed)` -> `Decimal('0.00')`."""
    text = text.strip().rstrip(".;,")
    if not text:
        return None
    if _parses(text, "eval"):
        return text
    cuts = [m.start() for m in re.finditer(r"[\s,;]", text)]
    for cut in reversed(cuts):
        head = text[:cut].strip().rstrip(".;,")
        if head and _parses(head, "eval"):
            return head
    return None


def _value_or_exception(text):
    """A seen/expected text as {"kind": "raises", "name"} or {"kind": "value", "text"} or None."""
    text = text.strip().strip("`").strip()
    if not text:
        return None
    t = re.sub(r"^(?:an?|the)\s+", "", text)
    m = EXC_NAME.match(t)
    if m:
        return {"kind": "raises", "name": m.group(1)}
    text = re.split(r"\s(?:-|--|—|–)\s", text)[0]
    expr = longest_expr_prefix(text)
    if expr is None:
        return None
    if "..." in expr or "…" in expr:
        return None  # an elided value cannot be compared
    node = ast.parse(expr, mode="eval").body
    if isinstance(node, ast.BoolOp):
        return None  # "100 or 200": the reporter saw one of several values
    if isinstance(node, ast.Name) and not node.id[:1].isupper() and node.id not in ("True", "False", "None"):
        return None  # a word of the sentence ("the", "exactly"), not a value
    if isinstance(node, ast.Name) and node.id[:1].isupper() and node.id not in ("True", "False", "None"):
        return {"kind": "raises", "name": node.id}  # a bare class name: an exception the reporter saw or expected
    return {"kind": "value", "text": expr}


def split_comment(line):
    """(code, comment) of one source line, through the tokenizer so a '#' inside a string stays code."""
    try:
        toks = list(tokenize.generate_tokens(io.StringIO(line + "\n").readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return line, None
    for tok in toks:
        if tok.type == tokenize.COMMENT:
            col = tok.start[1]
            return line[:col].rstrip(), tok.string[1:].strip()
    return line, None


def parse_comment(comment):
    """What a trailing comment says: (seen, expected) where each is a parsed value/exception/marker."""
    if not comment:
        return None, None
    m = EXPECT_CUE.search(comment)
    if m:
        before, after = comment[: m.start()], comment[m.end():]
        expected = _value_or_exception(after)
        if expected is None and re.match(r"\s*(?:no (?:error|exception)|to (?:work|succeed|pass))", after, re.I):
            expected = {"kind": "no-error"}
        if expected is None and re.match(r"\s*(?:an? )?(?:error|exception)\b", after, re.I):
            expected = {"kind": "raises", "name": None}
        before = before.strip().rstrip(",;:-–—(").strip()
        before = re.sub(r"\s*(?:--|—|–|but|;).*$", "", before)
        seen = None
        if before:
            if HANGS.search(before):
                seen = {"kind": "hangs"}
            elif NO_ERROR.fullmatch(before.strip()) or NO_ERROR.match(before.strip()):
                seen = {"kind": "no-error"}
            else:
                seen = _value_or_exception(SEEN_CUE.sub("", before))
        return seen, expected
    body = SEEN_CUE.sub("", comment)
    if HANGS.search(comment):
        return {"kind": "hangs"}, None
    if NO_ERROR.match(comment):
        return {"kind": "no-error"}, None
    return _value_or_exception(re.split(r"\s(?:--|—|–)\s", body)[0]), None


def code_blocks(text):
    """(start line, [lines]) of every fenced block and every indented (4-space) block of the text."""
    lines = text.splitlines()
    out, i = [], 0
    while i < len(lines):
        if FENCE.match(lines[i]):
            j = i + 1
            while j < len(lines) and not FENCE.match(lines[j]):
                j += 1
            out.append((i + 1, lines[i + 1 : j]))
            i = j + 1
            continue
        if lines[i].startswith("    ") and lines[i].strip() and (i == 0 or not lines[i - 1].strip()):
            j = i
            block = []
            while j < len(lines) and (lines[j].startswith("    ") or not lines[j].strip()):
                block.append(lines[j][4:] if lines[j].strip() else "")
                j += 1
            while block and not block[-1].strip():
                block.pop()
            out.append((i, block))
            i = j
            continue
        i += 1
    return out


def _dedent(lines):
    pad = min((len(l) - len(l.lstrip()) for l in lines if l.strip()), default=0)
    return [l[pad:] for l in lines]


def _seen_from_output(out_lines):
    """A REPL output (the lines after a prompt) as a seen value or exception."""
    out = [l.rstrip() for l in out_lines if l.strip()]
    if not out:
        return None, None
    last = out[-1].strip()
    code, comment = split_comment(last)
    seen_c, expected = parse_comment(comment) if comment else (None, None)
    first = out[0].strip()
    if first.startswith("Traceback") or (len(out) == 1 and TRACE_LAST.match(code.strip()) and re.search(r"(?:Error|Exception|Denied|Forbidden|Warning|NotMet|Exceeded|Invalid)\b", code.split(":")[0])):
        m = TRACE_LAST.match(code.strip())
        if m:
            return {"kind": "raises", "name": m.group(1).split(".")[-1]}, expected
        return None, expected
    if len(out) == 1:
        return (_value_or_exception(code) if code.strip() else seen_c), expected
    joined = " ".join(l.strip() for l in out)
    return _value_or_exception(joined), None


def _stmt_ok(code):
    return _parses(code, "exec")


def repl_claims(block):
    """Claims of an interactive session: every prompt's code, with its output and comments."""
    lines = _dedent(block)
    entries, i = [], 0
    while i < len(lines):
        m = PROMPT.match(lines[i])
        if not m:
            i += 1
            continue
        code = [lines[i][m.end():] if m.group(2) else ""]
        i += 1
        while i < len(lines) and CONT.match(lines[i]):
            c = CONT.match(lines[i])
            code.append(lines[i][c.end():])
            i += 1
        out = []
        while i < len(lines) and not PROMPT.match(lines[i]):
            out.append(lines[i])
            i += 1
        entries.append((code, out))
    claims, setup = [], []
    for code_lines, out in entries:
        src = "\n".join(code_lines)
        main, comment = (split_comment(src) if len(code_lines) == 1 else (src, None))
        seen_c, expected_c = parse_comment(comment)
        seen_o, expected_o = _seen_from_output(out)
        seen = seen_o or seen_c
        expected = expected_c or expected_o
        if not seen and not any(l.strip() for l in out) and expected:
            seen = {"kind": "no-error"}
        if _parses(main, "eval"):
            claims.append({"setup": list(setup), "expr": main.strip(), "seen": seen, "expected": expected, "form": "repl"})
            setup.append(main.strip())
        elif _stmt_ok(main):
            if expected or seen:
                claims.append({"setup": list(setup), "stmt": main.strip(), "seen": seen, "expected": expected, "form": "repl"})
            setup.append(main.strip())
    return claims


def script_claims(block):
    """Claims of a plain code block: each line (or statement) with a trailing comment."""
    lines = _dedent(block)
    claims, setup = [], []
    buf = []
    for raw in lines:
        if not raw.strip() or raw.strip().startswith("#"):
            continue
        code, comment = split_comment(raw)
        buf.append(code)
        src = "\n".join(buf)
        if not _stmt_ok(src):
            if len(buf) > 8:
                buf = []
            continue
        buf = []
        seen, expected = parse_comment(comment)
        try:
            tree = ast.parse(src)
        except SyntaxError:
            continue
        node = tree.body[0] if len(tree.body) == 1 else None
        if (seen or expected) and node is not None:
            if isinstance(node, ast.Expr):
                claims.append({"setup": list(setup), "expr": src.strip(), "seen": seen, "expected": expected, "form": "script"})
            elif isinstance(node, ast.Assign) and len(node.targets) == 1 and (expected or (seen and seen.get("kind") != "value")):
                claims.append({"setup": list(setup), "stmt": src.strip(), "seen": seen, "expected": expected, "form": "script"})
        setup.append(src.strip())
    return claims, setup


PROSE_EXPECT = re.compile(
    r"(?:^|[.!?]\s+|\n)(?:I(?:'d| would)? (?:expect(?:ed)?)|Expected(?: result| output| value)?s?|It should (?:be|return|give)|The (?:right|correct) (?:answer|value|result)s? (?:is|are|would be))[:\s]+(?P<rest>[^\n]+)",
)


def prose_expectations(text):
    """Literal expectations stated in prose after a block ("Expected 3 and 35.", "I'd expect True
    here."): the list of literal texts, in order."""
    out = []
    for m in PROSE_EXPECT.finditer(text):
        rest = re.split(r"[.!?](?:\s|$)", m.group("rest"))[0]
        parts = re.split(r",\s*|\s+and\s+|\s+or\s+", rest)
        lits = []
        for p in parts:
            v = _value_or_exception(p)
            if v and v["kind"] == "value" and _literal_like(v["text"]):
                lits.append(v)
            elif v and v["kind"] == "raises":
                lits.append(v)
        if lits:
            out.append(lits)
    return out


def _literal_like(text):
    try:
        node = ast.parse(text, mode="eval").body
    except SyntaxError:
        return False
    if isinstance(node, ast.Constant):
        return True
    if isinstance(node, ast.UnaryOp) and isinstance(node.operand, ast.Constant):
        return True
    if isinstance(node, (ast.List, ast.Tuple, ast.Set, ast.Dict)):
        return all(_literal_like(ast.unparse(e)) for e in ast.walk(node) if isinstance(e, ast.Constant))
    if isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute)):
        return all(isinstance(a, ast.Constant) or (isinstance(a, ast.UnaryOp) and isinstance(a.operand, ast.Constant)) for a in node.args)
    return False


def _kind_of_literal(text):
    """A coarse type of a literal text, to pair prose expectations with the outputs they correct."""
    try:
        node = ast.parse(text, mode="eval").body
    except SyntaxError:
        return None
    if isinstance(node, ast.UnaryOp):
        node = node.operand
    if isinstance(node, ast.Constant):
        v = node.value
        if isinstance(v, bool):
            return "bool"
        if isinstance(v, (int, float)):
            return "number"
        if isinstance(v, str):
            return "str"
        if v is None:
            return "none"
    if isinstance(node, (ast.List, ast.Tuple)):
        return "seq"
    if isinstance(node, ast.Call):
        f = node.func
        return "call:" + (f.id if isinstance(f, ast.Name) else f.attr)
    return None


def inline_claims(text):
    """`call(...)` says VALUE in prose: the reporter saw VALUE; with "but"/"instead of"/"wrong" in
    the same sentence, or an expectation after it, a claim that the value must change (or be the
    expected one)."""
    out = []
    for sent in re.split(r"(?<=[.!?])\s+|\n\n", text):
        if "```" in sent or ">>>" in sent:
            continue
        for m in INLINE_SEEN.finditer(sent):
            code = m.group("code").strip()
            if not _parses(code, "eval"):
                continue
            seen = _value_or_exception(m.group("seen"))
            if not seen:
                continue
            tail = sent[m.end():]
            em = EXPECT_CUE.search(tail)
            expected = _value_or_exception(tail[em.end():]) if em else None
            wrong = re.match(r"\s*(?:\([^)]*\))?\s*[,;]?\s*(?:but|instead|which is wrong|wrongly|is wrong|one short|one too (?:many|few)|too (?:many|few|small|large|big))\b", tail, re.I)
            if wrong and INLINE_SEEN.search(tail):
                wrong = None  # "`a()` gives X, but `b()` says Y": the contrast is on the next call
            if expected is None and not wrong:
                continue
            out.append({"setup": [], "expr": code, "seen": seen, "expected": expected or {"kind": "differs"}, "form": "inline"})
    return out


def extract(text):
    claims = []
    blocks = code_blocks(text)
    all_setup = []
    lines = text.splitlines()
    for bi, (start, block) in enumerate(blocks):
        if any(PROMPT.match(l) for l in block):
            bc = repl_claims(block)
            setup = [c.get("expr") or c.get("stmt") for c in bc]
        else:
            bc, setup = script_claims(block)
        for c in bc:
            c["setup"] = all_setup + c["setup"]
        # prose expectations after this block (up to the next block) correct its unexpected outputs
        end = blocks[bi + 1][0] if bi + 1 < len(blocks) else len(lines)
        prose = "\n".join(lines[start + len(block) : end])
        open_ = [c for c in bc if c.get("expected") is None and c.get("seen") and c["seen"]["kind"] in ("value", "raises", "no-error") and "expr" in c]
        for lits in prose_expectations(prose):
            kinds = [_kind_of_literal(l["text"]) if l["kind"] == "value" else "raises" for l in lits]
            pool = [c for c in open_ if c.get("expected") is None]
            match = []
            for k in kinds:
                cands = [c for c in pool if (_kind_of_literal(c["seen"]["text"]) if c["seen"]["kind"] == "value" else c["seen"]["kind"]) == k or (k == "raises" and c["seen"]["kind"] in ("value", "no-error"))]
                match.append(cands)
            # pair only when each expectation has exactly as many candidates, in order, as expectations of its type
            by_kind = {}
            for k, cs in zip(kinds, match):
                by_kind.setdefault(k, cs)
            if all(len(by_kind[k]) == kinds.count(k) for k in by_kind):
                used = {k: 0 for k in by_kind}
                for lit, k in zip(lits, kinds):
                    c = by_kind[k][used[k]]
                    used[k] += 1
                    if c["seen"]["kind"] == "value" and lit["kind"] == "value" and c["seen"]["text"] == lit["text"]:
                        continue
                    c["expected"] = lit
                    c["form"] += "+prose"
        claims.extend(c for c in bc if c.get("expected"))
        all_setup = all_setup + [s for s in setup if s]
    have = {c.get("expr") for c in claims}
    claims.extend(c for c in inline_claims(text) if c["expr"] not in have)
    # one claim per (code, expectation)
    seen_keys, uniq = set(), []
    for c in claims:
        key = json.dumps([c.get("expr") or c.get("stmt"), c.get("expected"), c["setup"]], sort_keys=True)
        if key in seen_keys:
            continue
        seen_keys.add(key)
        c["id"] = f"claim{len(uniq) + 1}"
        uniq.append(c)
    return uniq


# ----------------------------------------------------------------------------------------------
# the generated test module and the runtime it calls (runs inside the sandbox, in the task's tree)

MODULE = '''# Generated by patchgate (issue_claims): reproducers read from the issue text. Not part of the repository.
import pytest
from patchgate_tools.issue_claims import run_claim, claim_namespace, fixtures_of

CLAIMS = {claims!r}
F2P_FILES = {f2p!r}
PACKAGES = {packages!r}
_NS = claim_namespace(F2P_FILES, PACKAGES, __file__)
globals().update(fixtures_of(F2P_FILES))


@pytest.mark.parametrize("cid", sorted(CLAIMS))
def test_issue_claim(cid, request):
    run_claim(CLAIMS[cid], _NS, request)
'''


def write_module(out_dir, claims, f2p_files, packages):
    path = f"{out_dir.rstrip('/')}/test_patchgate_issue_claims.py"
    with open(path, "w") as fh:
        fh.write(MODULE.format(claims={c["id"]: c for c in claims}, f2p=f2p_files, packages=packages))
    return path


def claim_namespace(f2p_files, packages, here):
    """Names a snippet may use without defining: a few stdlib names, the package's public names,
    and everything the reproducer modules see."""
    import importlib
    import importlib.util
    import os
    ns = {}
    exec("from decimal import Decimal\nfrom fractions import Fraction\nimport datetime, math, re, threading, time as _time\n"
         "from datetime import date, datetime as _dt, timedelta, time\n", ns)
    ns["datetime"] = ns.pop("_dt")
    for pkg in packages:
        try:
            mod = importlib.import_module(pkg)
        except Exception:  # noqa: BLE001 - a package that does not import leaves its names out
            continue
        ns[pkg] = mod
        for k in getattr(mod, "__all__", None) or [k for k in dir(mod) if not k.startswith("_")]:
            if hasattr(mod, k) and not isinstance(getattr(mod, k), type(mod)):
                ns[k] = getattr(mod, k)
        for sub in sorted(getattr(mod, "__path__", []) and os.listdir(mod.__path__[0])):
            if sub.endswith(".py") and not sub.startswith("_"):
                try:
                    sm = importlib.import_module(f"{pkg}.{sub[:-3]}")
                except Exception:  # noqa: BLE001
                    continue
                for k in dir(sm):
                    if not k.startswith("_") and k not in ns and not isinstance(getattr(sm, k), type(sm)):
                        ns[k] = getattr(sm, k)
    base = os.path.dirname(os.path.abspath(here))
    for f in f2p_files:
        full = os.path.abspath(f)
        mod = next((m for m in list(sys.modules.values()) if getattr(m, "__file__", None) and os.path.abspath(m.__file__) == full), None)
        if mod is None:
            try:
                spec = importlib.util.spec_from_file_location("_pg_claims_" + re.sub(r"\W", "_", f), full)
                mod = importlib.util.module_from_spec(spec)
                sys.path.insert(0, os.path.dirname(full))
                spec.loader.exec_module(mod)
            except Exception:  # noqa: BLE001
                continue
        for k, v in vars(mod).items():
            if not k.startswith("__") and not _is_fixture(v):
                ns.setdefault(k, v)
    del base
    return ns


def _is_fixture(v):
    return hasattr(v, "_pytestfixturefunction") or type(v).__name__ == "FixtureFunctionDefinition"


def fixtures_of(f2p_files):
    """The fixtures the reproducer modules define, so a claim's free names can be served by them."""
    out = {}
    for f in f2p_files:
        full = os.path.abspath(f)
        for m in list(sys.modules.values()):
            if getattr(m, "__file__", None) and os.path.abspath(m.__file__) == full:
                out.update({k: v for k, v in vars(m).items() if _is_fixture(v)})
    return out


def free_names(codes):
    """Names the snippet reads before (or without) binding them, in order of first use."""
    bound, free = set(), []
    for code in codes:
        try:
            tree = ast.parse(code)
        except SyntaxError:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id not in bound and node.id not in free:
                free.append(node.id)
        for node in ast.walk(tree):
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store):
                bound.add(node.id)
            elif isinstance(node, (ast.Import, ast.ImportFrom)):
                bound.update((a.asname or a.name).split(".")[0] for a in node.names)
    return [n for n in free if n not in bound]


def _exc_names(exc):
    return [c.__name__ for c in type(exc).__mro__]


def _short_repr(v):
    try:
        r = repr(v)
    except Exception:  # noqa: BLE001
        r = f"<unrepresentable {type(v).__name__}>"
    return r if len(r) <= 300 else r[:297] + "..."


def _equal(value, expected):
    import math
    try:
        if isinstance(value, float) and isinstance(expected, (int, float)) and not isinstance(expected, bool):
            return math.isclose(value, expected, rel_tol=1e-9, abs_tol=1e-12)
        eq = value == expected
        if isinstance(eq, bool):
            return eq
        return bool(getattr(eq, "all", lambda: eq)())
    except Exception:  # noqa: BLE001
        return False


def _matches(outcome, spec, ns):
    """Whether an outcome (value or raised) is what `spec` describes; None when it cannot be told."""
    kind = spec.get("kind")
    if kind == "hangs":
        return outcome["status"] == "hang"
    if outcome["status"] == "hang":
        return False
    if kind == "no-error":
        return outcome["status"] == "ok"
    if kind == "raises":
        if outcome["status"] != "raised":
            return False
        return spec.get("name") is None or spec["name"] in outcome["exc"]
    if kind == "value":
        if outcome["status"] != "ok":
            return False
        try:
            want = eval(compile(spec["text"], "<issue>", "eval"), ns)  # noqa: S307 - sandboxed, the task's own tree
        except Exception:  # noqa: BLE001
            return _norm(outcome["repr"]) == _norm(spec["text"]) or None
        if isinstance(want, type) and issubclass(want, BaseException):
            return outcome["status"] == "raised" and want.__name__ in outcome["exc"]
        if _equal(outcome["value"], want):
            return True
        if isinstance(want, str) and not isinstance(outcome["value"], str):
            return _norm(str(outcome["value"])) == _norm(want) or _norm(outcome["repr"]) == _norm(want)
        return False
    return None


def _norm(s):
    return re.sub(r"\s+", "", str(s))


def _run_with_timeout(fn, seconds):
    import threading
    box = {}

    def target():
        try:
            box["value"] = fn()
        except BaseException as e:  # noqa: BLE001 - the claim's own exception is the outcome
            box["exc"] = e
    t = threading.Thread(target=target, daemon=True)
    t.start()
    t.join(seconds)
    if t.is_alive():
        return {"status": "hang"}
    if "exc" in box:
        return {"status": "raised", "exc": _exc_names(box["exc"]), "message": str(box["exc"])[:300]}
    return {"status": "ok", "value": box.get("value"), "repr": _short_repr(box.get("value"))}


def run_claim(claim, base_ns, request):
    """Run one claim; record its outcome; pass only when the expectation holds."""
    import os
    ns = dict(base_ns)
    record = {"id": claim["id"]}

    def resolve(fn):
        # a free name of the snippet may be a pytest fixture (`lawn`, `forum`)
        for _ in range(12):
            try:
                return fn()
            except NameError as e:
                name = getattr(e, "name", None) or (re.findall(r"'(\w+)'", str(e)) or [None])[0]
                if not name or name in ns:
                    raise
                try:
                    ns[name] = request.getfixturevalue(name)
                except Exception:  # noqa: BLE001
                    raise _Unresolved(name) from None
        raise _Unresolved("?")

    import builtins
    code_all = list(claim["setup"]) + [claim.get("expr") or claim.get("stmt")]
    for name in free_names(code_all):
        if hasattr(builtins, name):
            continue
        # a fixture of that name is what the reporter's session had (`lawn`, `forum`), before any
        # module-level name of the same spelling
        try:
            ns[name] = request.getfixturevalue(name)
        except Exception:  # noqa: BLE001 - not a fixture: the namespace (or nothing) serves it
            pass
    status = None
    try:
        for stmt in claim["setup"]:
            resolve(lambda s=stmt: exec(compile(s, "<issue setup>", "exec"), ns))  # noqa: S102
    except _Unresolved as u:
        status = {"status": "unresolved", "name": u.args[0]}
    except BaseException as e:  # noqa: BLE001
        status = {"status": "setup-error", "exc": _exc_names(e), "message": str(e)[:300]}
    if status is None:
        code = claim.get("expr") or claim.get("stmt")
        mode = "eval" if "expr" in claim else "exec"
        compiled = compile(code, "<issue claim>", mode)
        try:
            status = _run_with_timeout(lambda: eval(compiled, ns), float(os.environ.get("PATCHGATE_CLAIM_TIMEOUT", "5")))  # noqa: S307
        except _Unresolved as u:
            status = {"status": "unresolved", "name": u.args[0]}
        if status["status"] == "raised" and status["exc"][0] == "NameError":
            status = {"status": "unresolved", "name": status["message"]}
    record.update({k: v for k, v in status.items() if k != "value"})
    if status["status"] in ("ok", "raised", "hang"):
        record["seen"] = _matches(status, claim["seen"], ns) if claim.get("seen") else None
        exp = claim["expected"]
        if exp.get("kind") == "differs":
            s = _matches(status, claim["seen"], ns) if claim.get("seen") else None
            record["expected"] = None if s is None else (not s)
        else:
            record["expected"] = _matches(status, exp, ns)
    out = os.environ.get("PATCHGATE_CLAIMS_OUT")
    if out:
        with open(out, "a") as fh:
            fh.write(json.dumps(record) + "\n")
    assert record.get("expected") is True, json.dumps(record)


class _Unresolved(Exception):
    pass


def discover_packages(root="."):
    """The tree's importable packages: top-level folders with an __init__.py, and src/<pkg>."""
    import os
    out = []
    for base in (root, os.path.join(root, "src")):
        if not os.path.isdir(base):
            continue
        for name in sorted(os.listdir(base)):
            if name.startswith((".", "_")) or name in ("tests", "test", "testing", "docs", "examples"):
                continue
            if os.path.isfile(os.path.join(base, name, "__init__.py")):
                out.append(name)
    return out


def run(claims, f2p_files, out_file):
    """Write the module beside the first reproducer, run it with pytest in this process, return the outcomes."""
    import contextlib
    import os
    import pytest
    if not claims or not f2p_files:
        return {}
    if os.path.isdir("src") and os.path.abspath("src") not in sys.path:
        sys.path.insert(0, os.path.abspath("src"))
    if os.path.abspath(".") not in sys.path:
        sys.path.insert(0, os.path.abspath("."))
    module = write_module(os.path.dirname(f2p_files[0]) or ".", claims, f2p_files, discover_packages())
    os.environ["PATCHGATE_CLAIMS_OUT"] = out_file
    with contextlib.redirect_stdout(sys.stderr):
        pytest.main([module, "-q", "-p", "no:cacheprovider", "-W", "ignore"])
    outcomes = {}
    if os.path.exists(out_file):
        with open(out_file) as fh:
            for line in fh:
                if line.strip():
                    r = json.loads(line)
                    outcomes[r["id"]] = r
    return outcomes


def main(argv=None):
    ap = argparse.ArgumentParser()
    ap.add_argument("--extract")
    ap.add_argument("--write")
    ap.add_argument("--claims")
    ap.add_argument("--run", action="store_true", help="extract (or read --claims), run on the tree in cwd, print claims and outcomes")
    ap.add_argument("--issue")
    ap.add_argument("--out")
    ap.add_argument("--f2p", nargs="*", default=[])
    ap.add_argument("--packages", nargs="*", default=[])
    a = ap.parse_args(argv)
    if a.run:
        if a.claims:
            with open(a.claims) as fh:
                claims = json.load(fh)
        else:
            with open(a.issue) as fh:
                claims = extract(fh.read())
        outcomes = run(claims, a.f2p, a.out)
        sys.stdout.write(json.dumps({"claims": claims, "outcomes": outcomes}) + "\n")
        sys.stdout.flush()
        os._exit(0)  # a claim that hung leaves a daemon thread behind: do not wait for it
    if a.extract:
        with open(a.extract) as fh:
            print(json.dumps({"claims": extract(fh.read())}))
        return 0
    if a.write:
        with open(a.claims) as fh:
            claims = json.load(fh)
        print(json.dumps({"module": write_module(a.write, claims, a.f2p, a.packages)}))
        return 0
    ap.error("give --extract ISSUE or --write DIR --claims FILE")
    return 2


if __name__ == "__main__":
    sys.exit(main())
