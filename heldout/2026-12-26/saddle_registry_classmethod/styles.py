from patterns import Pattern, pattern


@pattern("western")
class Western(Pattern):
    leather = 5


@pattern("english")
class English(Pattern):
    leather = 3
