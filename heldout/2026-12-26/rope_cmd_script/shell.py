import cmd

import hemp
import laying


class RopeShell(cmd.Cmd):
    use_rawinput = False

    def do_hemp(self, arg):
        rows, width = map(int, arg.split())
        print("combed", round(hemp.comb(rows, width), 4))

    def do_lay(self, arg):
        strands, size = map(int, arg.split())
        print("laid", laying.lay(strands, size))

    def do_quit(self, arg):
        return True
