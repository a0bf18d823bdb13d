import multiprocessing

import payroll

if __name__ == "__main__":
    bank_api_slots = multiprocessing.BoundedSemaphore(2)
    run = payroll.PayrollRun(month="2026-11", throttle=bank_api_slots)
    print(run.execute(["eng", "sales", "ops", "support"]))
