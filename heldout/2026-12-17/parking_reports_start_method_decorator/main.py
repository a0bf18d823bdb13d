from reports import officer_report, appeals_report

TICKETS = ["A-101", "B-202", "A-303", "C-404"]
APPEALS = ["meter broken", "loading bay, delivering flowers"]

if __name__ == "__main__":
    print(officer_report(TICKETS, ["Alvarez", "Brook", "Cole"]))
    print(appeals_report(APPEALS))
