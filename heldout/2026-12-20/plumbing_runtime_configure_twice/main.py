import app


def main():
    cfg = app.setup()
    for postcode, minutes in app.run(cfg):
        print(f"{postcode:5} {minutes} min")


if __name__ == "__main__":
    main()
