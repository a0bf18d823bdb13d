import runtime_env


def main():
    runtime_env.configure(threads=1)
    from model import build_policy
    from workers import run_actors
    run_actors(build_policy())


if __name__ == "__main__":
    main()
