import configparser

from course import Course


def main():
    cfg = configparser.ConfigParser()
    cfg.read("course.ini")
    handlers = [h.strip() for h in cfg["course"]["handlers"].split(",")]
    scores = Course(cfg["course"]["start_method"]).run(handlers, cfg.getint("scores", "points"))
    from scoring import rank  # torch only in the parent, after the runs
    print("placings", rank(scores))


if __name__ == "__main__":
    main()
