from fixmp.cli import console

console()
