from press import BoardPress


def main():
    press = BoardPress("press.ini")
    print("grain", float(press.find_grain().mean()))
    print("pressed", press.press_all())


if __name__ == "__main__":
    main()
