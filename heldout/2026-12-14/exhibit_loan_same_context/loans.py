import multiprocessing

import reports


class LoanDesk:
    def __init__(self, start_method):
        self.ctx = multiprocessing.get_context(start_method)
        self.register_lock = self.ctx.Lock()
        self.filed = 0

    def process(self, borrowers):
        clerks = [self.ctx.Process(target=reports.file_report, args=(b, self.register_lock)) for b in borrowers]
        for c in clerks:
            c.start()
        for c in clerks:
            c.join()
        self.filed = sum(c.exitcode == 0 for c in clerks)
