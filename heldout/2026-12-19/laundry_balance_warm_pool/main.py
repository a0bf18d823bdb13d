from service import BalanceService


def main():
    with BalanceService(machines=["W1", "W2", "W3", "W4"], features=512) as service:
        service.load_model()
        for machine, share in service.balance(loads=128):
            print(f"{machine}: {share:.3f}")


if __name__ == "__main__":
    main()
