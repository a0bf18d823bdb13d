import app

CLASSES = [("spin-0700", 2, ["amy", "raj", "lee"]), ("yoga-1800", 1, ["kim"])]


def main():
    app.configure()
    import scheduler
    scheduler.run(CLASSES)


if __name__ == "__main__":
    main()
