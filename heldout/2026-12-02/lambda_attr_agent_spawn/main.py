from agent import Agent
from spawner import run_agents


def main():
    agent = Agent()
    run_agents(agent, nprocs=2)
    print("agents finished")


if __name__ == "__main__":
    main()
