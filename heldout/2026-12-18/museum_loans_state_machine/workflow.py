import multiprocessing as mp
from concurrent.futures import ProcessPoolExecutor

import condition


class LoanWorkflow:
    """requested -> assessed -> packed -> shipped"""

    def __init__(self, loan_id, crates):
        self.loan_id = loan_id
        self.crates = crates
        self.state = "requested"
        self.notes = {}
        self._transitions = {
            "requested": self._assess,
            "assessed": self._pack,
            "packed": self._ship,
        }

    def _assess(self):
        q, stability = condition.condition_basis(self.loan_id)
        self.notes["basis"] = q
        self.notes["fragility"] = float(1.0 / stability.min())
        return "assessed"

    def _pack(self):
        ctx = mp.get_context("fork")
        with ProcessPoolExecutor(max_workers=2, mp_context=ctx) as ex:
            futures = [ex.submit(condition.crate_vibration, c, self.notes["basis"]) for c in range(self.crates)]
            self.notes["peaks"] = dict(f.result() for f in futures)
        return "packed"

    def _ship(self):
        return "shipped"

    def advance_until(self, target):
        while self.state != target:
            self.state = self._transitions[self.state]()
        return self.notes
