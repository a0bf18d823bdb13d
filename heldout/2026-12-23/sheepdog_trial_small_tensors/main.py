import panel
import replay


def main():
    names, marks = panel.load_panel("judges.csv")
    agree = panel.agreement(marks)
    print("most independent judge:", names[int(agree.diagonal().argmax())])
    print(replay.replay_all(names[:2]))


if __name__ == "__main__":
    main()
