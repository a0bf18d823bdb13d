from ledger import LinenLedger
import tracking


def main():
    ledger = LinenLedger(site="Harbour Hotel")
    print(f"{ledger.site}: ledger weights {tuple(ledger.weights.shape)}")
    tracking.reconcile_all(ledger, scanners=2)
    print("reconciled")


if __name__ == "__main__":
    main()
