from collector import LogCollector


def main():
    collector = LogCollector(boxes=["Westgate", "Eastfield", "Northcross"])
    for box, conflicts in collector.collect():
        print(f"{box}: {conflicts} conflicting route requests")


if __name__ == "__main__":
    main()
