from loans import LoanDesk

if __name__ == "__main__":
    desk = LoanDesk(start_method="spawn")
    desk.process(["Getty", "Rijksmuseum", "Louvre", "Prado"])
    print("condition reports filed:", desk.filed)
