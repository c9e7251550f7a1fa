#!/usr/bin/python3
"""Writes Tests/SandglassLayoutTests/KiwiOracleFixture.swift: random constraint systems and kiwi's
solutions of them, the oracle for SandglassLayout's solver. Run with Debian's python3 and
python3-kiwisolver (apt-get install python3-kiwisolver):

    /usr/bin/python3 scripts/gen-layout-oracle.py [count] [seed]

Each case is a sequence of operations on one solver: adding constraints (random terms, constants,
relations and strengths; required ones that contradict the others are refused), edit variables
and suggested values, removals, and checks of every variable's value. A check's values are kiwi's
solution of the constraints held at that point, solved afresh. A case is kept only when that
solution is unique: the same constraints added in two other orders must give the same values
(within 1e-7), so any correct simplex, whatever its pivots, must find it.
"""
import json
import random
import sys

import kiwisolver as kiwi

REQUIRED = kiwi.strength.required


def random_strength(rng, required_share):
    if rng.random() < required_share:
        return REQUIRED
    return 10 ** rng.uniform(0, 5)


def random_coefficient(rng):
    return rng.choice([1.0, -1.0, 2.0, -2.0, 0.5, round(rng.uniform(-3, 3), 3)])


def solve(n, constraints, edits, order_seed):
    """The values of n variables under `constraints` (dicts) and `edits` ({var: (strength, value)}),
    added in an order shuffled by order_seed (None: as given)."""
    variables = [kiwi.Variable("v%d" % i) for i in range(n)]
    solver = kiwi.Solver()
    items = [("c", c) for c in constraints] + [("e", (v, s, x)) for v, (s, x) in edits.items()]
    if order_seed is not None:
        random.Random(order_seed).shuffle(items)
    for kind, item in items:
        if kind == "c":
            solver.addConstraint(make(item, variables))
        else:
            v, s, x = item
            solver.addEditVariable(variables[v], s)
            solver.suggestValue(variables[v], x)
    solver.updateVariables()
    return [v.value() for v in variables]


def make(c, variables):
    expr = kiwi.Expression([kiwi.Term(variables[v], k) for v, k in c["terms"]], c["constant"])
    return kiwi.Constraint(expr, c["relation"], c["strength"])


def generate(rng, index):
    n = rng.randint(2, 14)
    ops, held, edits = [], {}, {}
    next_id = 0

    def add(c):
        nonlocal next_id
        c["id"] = next_id
        next_id += 1
        # Refused when it contradicts the required constraints held (kiwi's own solver is rebuilt
        # rather than reused: after refusing a constraint its tableau can be left inconsistent).
        variables = [kiwi.Variable("v%d" % i) for i in range(n)]
        solver = kiwi.Solver()
        for h in held.values():
            solver.addConstraint(make(h, variables))
        try:
            solver.addConstraint(make(c, variables))
            c["ok"] = True
            held[c["id"]] = c
        except kiwi.UnsatisfiableConstraint:
            c["ok"] = False
        ops.append(dict(op="add", **c))

    def check():
        expected = solve(n, list(held.values()), edits, None)
        for seed in (index * 7 + 1, index * 7 + 2):
            other = solve(n, list(held.values()), edits, seed)
            if any(abs(a - b) > 1e-7 for a, b in zip(expected, other)):
                return False
        ops.append(dict(op="check", values=expected))
        return True

    # A weak pull on every variable towards its own value, so the optimum is a point.
    for v in range(n):
        add(dict(terms=[[v, 1.0]], constant=-rng.uniform(-100, 100), relation="==",
                 strength=rng.uniform(0.5, 5)))
    required_share = rng.choice([0.0, 0.3, 0.6, 0.9])
    for _ in range(rng.randint(1, 2 * n)):
        chosen = rng.sample(range(n), rng.randint(1, min(3, n)))
        add(dict(terms=[[v, random_coefficient(rng)] for v in chosen],
                 constant=round(rng.uniform(-200, 200), 3),
                 relation=rng.choice(["==", "<=", ">="]),
                 strength=random_strength(rng, required_share)))
    if not check():
        return None
    for v in rng.sample(range(n), rng.randint(0, min(2, n))):
        strength = 10 ** rng.uniform(1, 5)
        edits[v] = (strength, 0.0)
        ops.append(dict(op="edit", var=v, strength=strength))
    for _ in range(rng.randint(0, 3)):
        if not edits:
            break
        v = rng.choice(sorted(edits))
        x = round(rng.uniform(-300, 300), 3)
        edits[v] = (edits[v][0], x)
        ops.append(dict(op="suggest", var=v, value=x))
        if not check():
            return None
    for cid in rng.sample(sorted(held), min(len(held), rng.randint(0, 4))):
        if cid < n:
            continue   # the pulls stay
        ops.append(dict(op="remove", id=cid))
        del held[cid]
    if not check():
        return None
    return dict(variables=n, ops=ops)


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 400
    rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 34)
    cases, tried = [], 0
    while len(cases) < count:
        case = generate(rng, tried)
        tried += 1
        if case:
            cases.append(case)
    text = json.dumps(dict(kiwi=kiwi.__version__, tried=tried, cases=cases), separators=(",", ":"))
    with open("Tests/SandglassLayoutTests/KiwiOracleFixture.swift", "w") as out:
        out.write("// Generated by scripts/gen-layout-oracle.py from kiwisolver %s: do not edit.\n" % kiwi.__version__)
        out.write("// %d cases kept of %d generated (the others had no unique solution).\n" % (len(cases), tried))
        out.write('let kiwiOracleJSON = #"""\n%s\n"""#\n' % text)
    print("%d cases of %d tried" % (len(cases), tried))


main()
