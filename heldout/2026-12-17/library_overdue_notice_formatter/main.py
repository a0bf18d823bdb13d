from notices import NoticeStyle
from sender import send_all

OVERDUE = [("The Overstory", 12), ("Braiding Sweetgrass", 3)]

if __name__ == "__main__":
    send_all([NoticeStyle("Central"), NoticeStyle("Riverside", fine_per_day=0.1)], OVERDUE)
