import balance
import stakes


def main():
    points = stakes.load("stakes.csv")
    print("nearest spacing", float(stakes.neighbours(points).fill_diagonal_(9).min()))
    print("balance", balance.balance_all(2, 512))


if __name__ == "__main__":
    main()
