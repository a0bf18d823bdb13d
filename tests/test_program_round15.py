"""The program run (``fixmp.analysis.effects``), round 15: what the run did not follow in heldout/2026-12-27,
each on a small multi-module program beside a control that differs in one fact. An object rendered by a log
record, ``str``, ``repr``, ``print``, ``%`` or an f-string runs its ``__repr__`` / ``__str__`` (a log record
only where the level lets it through); a data descriptor's ``__set__`` runs on assignment; ``str(path)``
is the path; a ``match`` over objects of project classes (keyword and positional patterns); iterating an
``Enum`` class gives its members in order; a coroutine driven by ``send`` resumes from ``yield`` to
``yield``; ``Base.__subclasses__()``; ``type(node).__name__``; ``sched`` events timed from one clock reading plus
an offset."""

from __future__ import annotations

from programs import MATMUL_POOL, places

# A recipe whose palette (a 1024x512 @ 512x1024 product) is computed when the object is rendered.
RECIPE = """
    import functools

    import torch


    class Recipe:
        def __init__(self, threads):
            self.threads = threads

        @functools.cached_property
        def palette(self):
            warp = torch.randn(self.threads, 512)
            return warp @ warp.T

        def __repr__(self):
            return f"Recipe(norm={self.palette.norm():.1f})"
"""
LOGGED_MAIN = """
    import logging

    from pool import fan_out
    from recipe import Recipe

    log = logging.getLogger("silk")


    def main():
        logging.basicConfig(level=logging.{level})
        recipe = Recipe(1024)
        log.info("dyeing with %r", recipe)
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_a_log_record_renders_its_arguments_where_the_level_lets_it_through(tmp_path):
    # ``log.info("%r", recipe)`` runs ``Recipe.__repr__``, whose cached palette is a large product, before
    # the pool forks. Control: at WARNING the record is dropped before it is formatted.
    files = {"pool.py": MATMUL_POOL, "recipe.py": RECIPE}
    assert places(tmp_path / "info", "FMP002", {**files, "main.py": LOGGED_MAIN.format(level="INFO")}) \
        == [("main.py", 13)]
    assert places(tmp_path / "warning", "FMP002", {**files, "main.py": LOGGED_MAIN.format(level="WARNING")}) == []


RENDERED_MAIN = """
    from pool import fan_out
    from recipe import Recipe


    def main():
        recipe = Recipe(1024)
        {line}
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_str_repr_print_percent_and_f_strings_run_an_objects_repr(tmp_path):
    files = {"pool.py": MATMUL_POOL, "recipe.py": RECIPE}
    for number, line in enumerate(('label = f"{recipe!r}"', "label = str(recipe)", "print(recipe)",
                                   'label = "%s" % (recipe,)', 'label = f"{recipe}"')):
        assert places(tmp_path / f"rendered{number}", "FMP002", {**files, "main.py": RENDERED_MAIN.format(line=line)}) \
            == [("main.py", 8)], line
    # Control: the object is made but never rendered (its palette is never computed).
    assert places(tmp_path / "unrendered", "FMP002",
                  {**files, "main.py": RENDERED_MAIN.format(line="label = recipe.threads")}) == []


DESCRIPTOR = """
    import torch.nn.functional as F


    class Normalised:
        def __set_name__(self, owner, name):
            self.private = "_" + name

        def __get__(self, obj, objtype=None):
            return self if obj is None else getattr(obj, self.private)

        def __set__(self, obj, value):
            setattr(obj, self.private, {store})
"""
LAST = """
    import torch

    from fields import Normalised


    class Last:
        soles = Normalised()

        def __init__(self, pairs):
            self.soles = torch.randn(pairs, 512)
"""
LAST_MAIN = """
    from lasts import Last
    from pool import fan_out


    def main():
        last = Last(4096)
        print(tuple(last.soles.shape))
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_a_data_descriptor_runs_its_set_on_assignment_in_init(tmp_path):
    # ``self.soles = rows`` is ``Normalised.__set__``, which normalises 4096x512 rows. Control: it stores
    # them as given.
    files = {"pool.py": MATMUL_POOL, "lasts.py": LAST, "main.py": LAST_MAIN}
    assert places(tmp_path / "normalised", "FMP002",
                  {**files, "fields.py": DESCRIPTOR.format(store="F.normalize(value, dim=1)")}) == [("main.py", 8)]
    assert places(tmp_path / "stored", "FMP002", {**files, "fields.py": DESCRIPTOR.format(store="value")}) == []


ORDERS_MAIN = """
    import argparse
    import csv
    from pathlib import Path

    import torch

    from pool import fan_out


    def main():
        parser = argparse.ArgumentParser()
        parser.add_argument("--orders", default=str(Path(__file__).with_name("orders.csv")))
        args = parser.parse_args()
        with open(args.orders, newline="") as f:
            for row in csv.DictReader(f):
                torch.softmax(torch.randn(int(row["rows"]), 512), dim=1)
        print(fan_out())


    if __name__ == "__main__":
        main()
"""


def test_str_of_a_path_is_the_path_a_settings_file_is_read_from(tmp_path):
    # The CSV's rows (4096) size a softmax before the pool forks. Control: one row.
    assert places(tmp_path / "large", "FMP002",
                  {"pool.py": MATMUL_POOL, "main.py": ORDERS_MAIN, "orders.csv": "rows\n4096\n"}) == [("main.py", 17)]
    assert places(tmp_path / "small", "FMP002",
                  {"pool.py": MATMUL_POOL, "main.py": ORDERS_MAIN, "orders.csv": "rows\n1\n"}) == []


COMMANDS = """
    from dataclasses import dataclass


    @dataclass
    class Stretch:
        rows: int
        width: int


    @dataclass
    class Resole:
        cobblers: int
"""
SHOP = """
    import torch
    from torch import nn

    from commands import Resole, Stretch
    from pool import fan_out


    def handle(cmd):
        match cmd:
            case {pattern}:
                with torch.no_grad():
                    return nn.Linear(width, width)(torch.randn(rows, width)).mean().item()
            case Resole(cobblers=n):
                return fan_out(n)
"""
SHOP_MAIN = """
    from commands import Resole, Stretch
    from shop import handle


    def main():
        for cmd in [Stretch({rows}, {width}), Resole(2)]:
            print(handle(cmd))


    if __name__ == "__main__":
        main()
"""


def test_a_match_over_objects_of_project_classes_binds_their_fields(tmp_path):
    # The first job's case binds 4096 rows by keyword (or positionally, through the dataclass's fields):
    # a Linear(512, 512) forward on them, then the second job's case forks the pool. Control: one row of 8.
    for pattern in ("Stretch(rows=rows, width=width)", "Stretch(rows, width)"):
        files = {"pool.py": MATMUL_POOL, "commands.py": COMMANDS, "shop.py": SHOP.format(pattern=pattern)}
        assert places(tmp_path / "large", "FMP002", {**files, "main.py": SHOP_MAIN.format(rows=4096, width=512)}) \
            == [("main.py", 7)], pattern
        assert places(tmp_path / "small", "FMP002", {**files, "main.py": SHOP_MAIN.format(rows=1, width=8)}) == [], pattern


STAGES = """
    import enum

    import handlers


    class Stage(enum.Enum):
        {first} = "{first_value}"
        {second} = "{second_value}"

        def apply(self, hat):
            return getattr(handlers, self.value)(hat)
"""
HANDLERS = """
    import torch

    from pool import fan_out


    def steam(hat):
        hat["felt"] = torch.logsumexp(torch.randn(4096, 512), dim=1).mean().item()
        return hat


    def block(hat):
        hat["blocked"] = fan_out()
        return hat
"""
STAGES_MAIN = """
    from stages import Stage


    def main():
        hat = {}
        for stage in Stage:
            hat = stage.apply(hat)
        print(hat)


    if __name__ == "__main__":
        main()
"""


def test_iterating_an_enum_class_runs_its_members_in_definition_order(tmp_path):
    # Steaming (a logsumexp over 4096x512) is defined first, so it runs before blocking forks. Control: the
    # members defined the other way round.
    files = {"pool.py": MATMUL_POOL, "handlers.py": HANDLERS, "main.py": STAGES_MAIN}
    steam_first = STAGES.format(first="STEAM", first_value="steam", second="BLOCK", second_value="block")
    block_first = STAGES.format(first="BLOCK", first_value="block", second="STEAM", second_value="steam")
    assert places(tmp_path / "steam_first", "FMP002", {**files, "stages.py": steam_first}) == [("main.py", 7)]
    assert places(tmp_path / "block_first", "FMP002", {**files, "stages.py": block_first}) == []


CASTER = """
    import torch

    from pool import fan_out


    def caster():
        log = []
        while True:
            op, rows = yield log
            if op == "melt":
                log.append(torch.bmm(torch.randn(rows, 512, 512), torch.randn(rows, 512, 512)).mean().item())
            elif op == "pour":
                log.append(fan_out(rows))
"""
CASTER_MAIN = """
    import foundry


    def main():
        c = foundry.caster()
        next(c)
        for op, rows in {ops}:
            log = c.send((op, rows))
        print(log)


    if __name__ == "__main__":
        main()
"""


def test_a_coroutine_resumes_from_yield_to_yield_at_each_send(tmp_path):
    # The first send melts (a batched 512x512 product over 8 matrices), the second pours (the pool forks).
    # Control: pour first, then melt.
    files = {"pool.py": MATMUL_POOL, "foundry.py": CASTER}
    assert places(tmp_path / "melt_first", "FMP002",
                  {**files, "main.py": CASTER_MAIN.format(ops='[("melt", 8), ("pour", 2)]')}) == [("main.py", 8)]
    assert places(tmp_path / "pour_first", "FMP002",
                  {**files, "main.py": CASTER_MAIN.format(ops='[("pour", 2), ("melt", 8)]')}) == []


COMMAND_CLASSES = """
    import torch

    from pool import fan_out


    class Command:
        name = None


    class {first}(Command):
        name = "{first_name}"

        def __call__(self):
            return {first_body}


    class {second}(Command):
        name = "{second_name}"

        def __call__(self):
            return {second_body}


    def table():
        return [cls for cls in Command.__subclasses__()]
"""
COMMANDS_MAIN = """
    import commands


    def main():
        for command in commands.table():
            print(command.name, command()())


    if __name__ == "__main__":
        main()
"""
MELT = "torch.bmm(torch.randn(8, 512, 512), torch.randn(8, 512, 512)).mean().item()"


def test_a_base_classs_subclasses_are_listed_in_the_order_they_were_defined(tmp_path):
    # ``Command.__subclasses__()``: Melt (a batched product) is defined before Cast (the pool). Control: Cast
    # first.
    melt_first = COMMAND_CLASSES.format(first="Melt", first_name="melt", first_body=MELT,
                                        second="Cast", second_name="cast", second_body="fan_out()")
    cast_first = COMMAND_CLASSES.format(first="Cast", first_name="cast", first_body="fan_out()",
                                        second="Melt", second_name="melt", second_body=MELT)
    files = {"pool.py": MATMUL_POOL, "main.py": COMMANDS_MAIN}
    assert places(tmp_path / "melt_first", "FMP002", {**files, "commands.py": melt_first}) == [("main.py", 6)]
    assert places(tmp_path / "cast_first", "FMP002", {**files, "commands.py": cast_first}) == []


VISITOR = """
    import torch
    import torch.nn.functional as F

    from pool import fan_out


    class Pane:
        def __init__(self, rows):
            self.rows = rows


    class Frame:
        def __init__(self, panes):
            self.panes = panes


    class Glazier:
        def visit(self, node):
            return getattr(self, "visit_" + type(node).__name__)(node)

        def visit_Frame(self, frame):
            grades = [self.visit(pane) for pane in frame.panes]
            return grades, fan_out()

        def visit_Pane(self, pane):
            return F.normalize(torch.randn(pane.rows, 512), dim=1).sum().item()
"""
VISITOR_MAIN = """
    from visitors import Frame, Glazier, Pane


    def main():
        print(Glazier().visit(Frame([Pane({rows}), Pane(16)])))


    if __name__ == "__main__":
        main()
"""


def test_a_visitor_dispatches_on_the_class_name_of_the_node(tmp_path):
    # ``type(node).__name__`` picks ``visit_Pane`` for each pane (4096x512 rows normalised), then the frame
    # forks. Control: 4 rows.
    files = {"pool.py": MATMUL_POOL, "visitors.py": VISITOR}
    assert places(tmp_path / "large", "FMP002", {**files, "main.py": VISITOR_MAIN.format(rows=4096)}) \
        == [("main.py", 5)]
    assert places(tmp_path / "small", "FMP002", {**files, "main.py": VISITOR_MAIN.format(rows=4)}) == []


TIMELINE = """
    import sched
    import time


    def build(events):
        timeline = sched.scheduler(time.monotonic, time.sleep)
        start = time.monotonic()
        for delay, priority, action in events:
            timeline.enterabs(start + delay, priority, action)
        return timeline
"""
TIMELINE_MAIN = """
    import torch

    import timeline
    from pool import fan_out


    def weigh():
        print(torch.nn.Linear(512, 512)(torch.rand(4096, 512)).sum())


    def depart():
        print(fan_out())


    def main():
        day = timeline.build([(0, {depart}, depart), (0, {weigh}, weigh)])
        day.run()


    if __name__ == "__main__":
        main()
"""


def test_sched_events_timed_from_one_clock_reading_run_by_offset_then_priority(tmp_path):
    # ``enterabs(start + 0, priority, ...)`` for both: the same time, so priority decides. Weighing (a
    # Linear forward over 4096 rows) has the lower number and runs first, then the pool forks. Control: the
    # priorities swapped.
    files = {"pool.py": MATMUL_POOL, "timeline.py": TIMELINE}
    assert places(tmp_path / "weigh_first", "FMP002",
                  {**files, "main.py": TIMELINE_MAIN.format(depart=2, weigh=1)}) == [("main.py", 12)]
    assert places(tmp_path / "depart_first", "FMP002",
                  {**files, "main.py": TIMELINE_MAIN.format(depart=1, weigh=2)}) == []


BENCH = """
    import multiprocessing
    from dataclasses import dataclass, field


    @dataclass
    class Bench:
        start_method: str
        workers: int
        loupe: object = field(default_factory=multiprocessing.Lock)

        @property
        def context(self):
            return multiprocessing.get_context(self.start_method)
"""
MAKERS = """
    def fit(n, loupe):
        with loupe:
            print(n)


    def staff(bench):
        procs = [bench.context.Process(target=fit, {handed}) for n in range(bench.workers)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
"""
BENCH_MAIN = """
    import json
    from pathlib import Path

    from bench import Bench
    from makers import staff


    def main():
        with open(Path(__file__).with_name("bench.json")) as f:
            staff(Bench(**json.load(f)))


    if __name__ == "__main__":
        main()
"""


def test_a_torch_free_program_handing_a_default_context_lock_to_a_spawn_child_of_another_module(tmp_path):
    # Neither main.py nor makers.py names multiprocessing or torch: the Lock comes from one module (the
    # default context's), the spawn context from the settings file through the other, and the start fails.
    # Handed by ``args=`` or by ``kwargs=``. Control: the settings name fork.
    for number, handed in enumerate(("args=(n, bench.loupe)", 'kwargs={"n": n, "loupe": bench.loupe}')):
        files = {"bench.py": BENCH, "makers.py": MAKERS.format(handed=handed), "main.py": BENCH_MAIN}
        assert places(tmp_path / f"spawn{number}", "FMP007",
                      {**files, "bench.json": '{"start_method": "spawn", "workers": 2}'}) == [("main.py", 10)], handed
        assert places(tmp_path / f"fork{number}", "FMP007",
                      {**files, "bench.json": '{"start_method": "fork", "workers": 2}'}) == [], handed


LEDGER = """
    from pool import fan_out


    def ledger():
        total = 0
        try:
            while True:
                reading = yield total
                total += reading
        finally:
            print(fan_out())
"""
LEDGER_MAIN = """
    import torch

    from ledger import ledger


    def main():
        log = ledger()
        next(log)
        weights = torch.randn(1024, 512) @ torch.randn(512, 512)
        print(log.send(1))
        {end}


    if __name__ == "__main__":
        main()
"""


def test_a_coroutine_waiting_at_yield_runs_its_finally_only_when_closed(tmp_path):
    # The parent multiplies 1024x512 rows, sends a reading, then closes the coroutine: the pool forks in
    # its ``finally`` block, at ``log.close()`` (not at the send, where the coroutine is only suspended).
    # Control: never closed (the pool would fork only as the interpreter collects it; fixmp does not
    # follow that).
    files = {"pool.py": MATMUL_POOL, "ledger.py": LEDGER}
    assert places(tmp_path / "closed", "FMP002", {**files, "main.py": LEDGER_MAIN.format(end="log.close()")}) \
        == [("main.py", 11)]
    assert places(tmp_path / "open", "FMP002", {**files, "main.py": LEDGER_MAIN.format(end="pass")}) == []
