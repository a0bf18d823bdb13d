from concurrent.futures import ThreadPoolExecutor

from ledger import Ledger
from refunds import refund_performance

CANCELLED = [3, 17, 42]
POLICY = {"claim_rate": 0.6, "refund_share": 0.9, "simulations": 300}


def main():
    ledger = Ledger(performances=2000, seats=500)
    print("season takings", round(float(ledger.takings().sum())))
    with ThreadPoolExecutor(max_workers=2) as ex:
        futures = [ex.submit(refund_performance, ledger, p, POLICY) for p in CANCELLED]
        for fut in futures:
            perf, amount = fut.result()
            print(f"performance {perf}: expected refunds {amount:.0f}")


if __name__ == "__main__":
    main()
