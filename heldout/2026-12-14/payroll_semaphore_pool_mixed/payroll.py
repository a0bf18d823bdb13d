import multiprocessing

import transfers


class PayrollRun:
    context_name = "spawn"

    def __init__(self, month, throttle):
        self.month = month
        self.throttle = throttle

    def execute(self, departments):
        ctx = multiprocessing.get_context(self.context_name)
        with ctx.Pool(2, initializer=transfers.init_worker, initargs=(self.throttle,)) as pool:
            return pool.map(transfers.pay_department, [(self.month, d) for d in departments])
