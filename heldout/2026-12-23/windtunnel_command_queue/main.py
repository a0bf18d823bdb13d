import configparser

import runner


def main():
    cfg = configparser.ConfigParser()
    cfg.read("session.ini")
    jobs = runner.enqueue(cfg)
    state, done = runner.drain(jobs)
    print(f"{done} commands", state)


if __name__ == "__main__":
    main()
