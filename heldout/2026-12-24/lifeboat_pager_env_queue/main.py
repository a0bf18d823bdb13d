import boats
import relay

if __name__ == "__main__":
    board = relay.collect_pages()
    print("pager board", tuple(board.shape), float(board.abs().max()))
    print("boats", boats.launch_boats())
