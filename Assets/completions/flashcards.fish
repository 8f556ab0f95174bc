function __flashcards_should_offer_completions_for_flags_or_options -a expected_commands
    set -l non_repeating_flags_or_options $argv[2..]
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __flashcards_parse_tokens
    test "$commands" = "$expected_commands"; and return $non_repeating_flags_or_options_absent
end

function __flashcards_should_offer_completions_for_positional -a expected_commands positional_index_comparison expected_positional_index
    set -l non_repeating_flags_or_options
    set -l non_repeating_flags_or_options_absent 0
    set -l positional_index 0
    set -l commands
    __flashcards_parse_tokens
    test "$commands" = "$expected_commands" -a \( "$positional_index" "$positional_index_comparison" "$expected_positional_index" \)
end

function __flashcards_parse_tokens -S
    set -l unparsed_tokens (__flashcards_tokens -pc)
    switch $unparsed_tokens[1]
    case 'flashcards'
        __flashcards_parse_subcommand 0 'db=' 'decks=' 'player=' 'color=' 'version' 'h/help'
        switch $unparsed_tokens[1]
        case 'play'
            __flashcards_parse_subcommand 1 'db=' 'decks=' 'player=' 'color=' 'c/count=' 'seed=' 'reverse' 'choices=' 'strict' 'retry=' 'missed' 'weakest=' 'version' 'h/help'
        case 'review'
            __flashcards_parse_subcommand -r 1 'db=' 'decks=' 'player=' 'color=' 'new=' 'limit=' 'retention=' 'parameters=' 'optimize' 'dry-run' 'list' 'format=' 'version' 'h/help'
        case 'history'
            __flashcards_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'list'
                __flashcards_parse_subcommand 0 'db=' 'decks=' 'player=' 'color=' 'deck=' 'since=' 'until=' 'limit=' 'all' 'all-players' 'format=' 'version' 'h/help'
            case 'show'
                __flashcards_parse_subcommand 1 'db=' 'decks=' 'player=' 'color=' 'order=' 'format=' 'all-players' 'version' 'h/help'
            case 'export'
                __flashcards_parse_subcommand 0 'db=' 'decks=' 'player=' 'color=' 'format=' 'deck=' 'since=' 'until=' 'all-players' 'output=' 'version' 'h/help'
            case 'delete'
                __flashcards_parse_subcommand -r 1 'db=' 'decks=' 'player=' 'color=' 'all' 'all-players' 'y/yes' 'version' 'h/help'
            end
        case 'stats'
            __flashcards_parse_subcommand 0 'db=' 'decks=' 'player=' 'color=' 'deck=' 'all-players' 'retention=' 'format=' 'no-pager' 'version' 'h/help'
        case 'report'
            __flashcards_parse_subcommand 0 'db=' 'decks=' 'player=' 'color=' 'deck=' 'since=' 'until=' 'all-players' 'output=' 'open' 'version' 'h/help'
        case 'decks'
            __flashcards_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'list'
                __flashcards_parse_subcommand 0 'db=' 'decks=' 'player=' 'color=' 'version' 'h/help'
            case 'check'
                __flashcards_parse_subcommand -r 1 'db=' 'decks=' 'player=' 'color=' 'version' 'h/help'
            case 'import'
                __flashcards_parse_subcommand 1 'db=' 'decks=' 'player=' 'color=' 'name=' 'reverse-name=' 'question=' 'reverse-question=' 'format=' 'separator=' 'card-separator=' 'columns=' 'force' 'version' 'h/help'
            case 'export'
                __flashcards_parse_subcommand 1 'db=' 'decks=' 'player=' 'color=' 'format=' 'output=' 'version' 'h/help'
            end
        case 'sync'
            __flashcards_parse_subcommand 0 'db=' 'decks=' 'player=' 'color=' 'server=' 'all-players' 'to-new-server' 'y/yes' 'version' 'h/help'
        case 'server'
            __flashcards_parse_subcommand 0 'version' 'h/help'
            switch $unparsed_tokens[1]
            case 'init'
                __flashcards_parse_subcommand 1 'server=' 'version' 'h/help'
            case 'add-player'
                __flashcards_parse_subcommand 1 'class=+' 'password-stdin' 'server=' 'version' 'h/help'
            case 'add-teacher'
                __flashcards_parse_subcommand 1 'class=+' 'password-stdin' 'server=' 'version' 'h/help'
            case 'remove-player'
                __flashcards_parse_subcommand 1 'y/yes' 'server=' 'version' 'h/help'
            case 'classes'
                __flashcards_parse_subcommand 0 'server=' 'version' 'h/help'
            case 'sessions'
                __flashcards_parse_subcommand 0 'server=' 'version' 'h/help'
            case 'end-session'
                __flashcards_parse_subcommand 1 'server=' 'version' 'h/help'
            end
        case 'help'
            __flashcards_parse_subcommand -r 1 'version'
        end
    end
end

function __flashcards_tokens
    if test (string split -m 1 -f 1 -- . "$FISH_VERSION") -gt 3
        commandline --tokens-raw $argv
    else
        commandline -o $argv
    end
end

function __flashcards_parse_subcommand -S -a positional_count
    argparse -s r -- $argv
    set -l option_specs $argv[2..]
    set -l is_repeating_positional $_flag_r
    set -el _flag_r
    set -a commands $unparsed_tokens[1]
    set positional_index 0
    while true
        set -e unparsed_tokens[1]
        argparse -sn "$commands" $option_specs -- $unparsed_tokens 2> /dev/null
        set unparsed_tokens $argv
        set positional_index (math $positional_index + 1)
        for non_repeating_flag_or_option in $non_repeating_flags_or_options
            if set -ql "_flag_$(string replace -a - _ -- $non_repeating_flag_or_option)"
                set non_repeating_flags_or_options_absent 1
                break
            end
        end
        test (count $unparsed_tokens) -eq 0 -o \( -z "$is_repeating_positional" -a "$positional_index" -gt "$positional_count" \) && break
    end
end

function __flashcards_complete_directories
    set -l token (commandline -t)
    string match -- '*/' $token
    set -l subdirs $token*/
    printf %s\n $subdirs
end

function __flashcards_custom_completion
    set -x SAP_SHELL fish
    set -x SAP_SHELL_VERSION $FISH_VERSION
    set -l tokens (__flashcards_tokens -p)
    if test -z "$(__flashcards_tokens -t)"
        set -l index (count (__flashcards_tokens -pc))
        set tokens $tokens[..$index] \'\' $tokens[(math $index + 1)..]
    end
    command $tokens[1] $argv $tokens
end

complete -c 'flashcards' -f
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards" db' -l 'db' -d 'The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards" decks' -l 'decks' -d 'A folder of .deck files, searched before your own and the bundled decks.' -rfa '(__flashcards_complete_directories)'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards" player' -l 'player' -d 'Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards" color' -l 'color' -d 'When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.' -rfka 'auto always never'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards" -eq 1' -fa 'play' -d 'Play a game: answer each card of a deck.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards" -eq 1' -fa 'review' -d 'Review the cards due, then a few new ones.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards" -eq 1' -fa 'history' -d 'List past games, open one, or delete games.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards" -eq 1' -fa 'stats' -d 'Show your progress: accuracy, trend, records, the cards to work on.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards" -eq 1' -fa 'report' -d 'Your progress, or your class\'s, as one HTML page.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards" -eq 1' -fa 'decks' -d 'List, check, import and export decks.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards" -eq 1' -fa 'sync' -d 'Send your new games to your sync server and receive those played on your other machines.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards" -eq 1' -fa 'server' -d 'Run a sync server for a family or a class: set it up, add players and teachers.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards" -eq 1' -fa 'help' -d 'Show subcommand help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards play" db' -l 'db' -d 'The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards play" decks' -l 'decks' -d 'A folder of .deck files, searched before your own and the bundled decks.' -rfa '(__flashcards_complete_directories)'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards play" player' -l 'player' -d 'Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards play" color' -l 'color' -d 'When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.' -rfka 'auto always never'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards play" -eq 1' -fka '(__flashcards_custom_completion ---completion play -- positional@0 (count (__flashcards_tokens -pc)) (__flashcards_tokens -tC))'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards play" c count' -l 'count' -s 'c' -d 'Ask at most this many cards. (default: the whole deck)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards play" seed' -l 'seed' -d 'Seed for a repeatable card order (of the rounds of misses too).' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards play" reverse' -l 'reverse' -d 'Show the other side of the cards and ask for this one.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards play" choices' -l 'choices' -d 'Multiple choice: offer this many answers to pick from.' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards play" strict' -l 'strict' -d 'Accept only answers spelled exactly as in the deck.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards play" retry' -l 'retry' -d 'Play again the cards missed in this game (its deck unless one is named).' -rfka '(__flashcards_custom_completion ---completion play -- --retry (count (__flashcards_tokens -pc)) (__flashcards_tokens -tC))'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards play" missed' -l 'missed' -d 'Play the cards missed in your newest game of the deck (this direction).'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards play" weakest' -l 'weakest' -d 'Play the n cards you are least likely to recall now, as the review scheduler estimates from all your answers (recent ones weigh most); cards never answered are left out.' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards play" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards play" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards review" db' -l 'db' -d 'The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards review" decks' -l 'decks' -d 'A folder of .deck files, searched before your own and the bundled decks.' -rfa '(__flashcards_complete_directories)'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards review" player' -l 'player' -d 'Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards review" color' -l 'color' -d 'When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.' -rfka 'auto always never'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards review" -ge 1' -fka '(__flashcards_custom_completion ---completion review -- positional@0 (count (__flashcards_tokens -pc)) (__flashcards_tokens -tC))'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards review" new' -l 'new' -d 'At most this many new cards a day. (default: 20)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards review" limit' -l 'limit' -d 'Ask at most this many cards.' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards review" retention' -l 'retention' -d 'Ask the cards whose chance of recall has fallen to this (default 0.9, as they are scheduled).' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards review" parameters' -l 'parameters' -d 'Store your own FSRS parameters: 21 numbers separated by commas, as --optimize --dry-run prints them; or \'default\' to go back to the defaults. Starts no review (add --list to see the queue they give).' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards review" optimize' -l 'optimize' -d 'Fit your own FSRS parameters to your answers, show how well they predict them, and store them if they predict better than the current ones; no review.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards review" dry-run' -l 'dry-run' -d 'With --optimize: print the fitted parameters as one line (what --parameters takes); store nothing.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards review" list' -l 'list' -d 'Show the queue without playing.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards review" format' -l 'format' -d 'With --list or --optimize: table for people, json for scripts.' -rfka 'table json'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards review" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards review" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards history" -eq 1' -fa 'list' -d 'List games, newest first, with their scores.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards history" -eq 1' -fa 'show' -d 'Show one game\'s cards: what you typed, the answer, the time taken.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards history" -eq 1' -fa 'export' -d 'Write every card result as JSON Lines or an FSRS review log.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards history" -eq 1' -fa 'delete' -d 'Delete games and their card results.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history list" db' -l 'db' -d 'The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history list" decks' -l 'decks' -d 'A folder of .deck files, searched before your own and the bundled decks.' -rfa '(__flashcards_complete_directories)'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history list" player' -l 'player' -d 'Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history list" color' -l 'color' -d 'When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.' -rfka 'auto always never'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history list" deck' -l 'deck' -d 'Only games of this deck, as played (capitals, states).' -rfka '(__flashcards_custom_completion ---completion history list -- --deck (count (__flashcards_tokens -pc)) (__flashcards_tokens -tC))'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history list" since' -l 'since' -d 'Only games played on or after this day (local time).' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history list" until' -l 'until' -d 'Only games played on or before this day (local time).' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history list" limit' -l 'limit' -d 'Show at most this many games.' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history list" all' -l 'all' -d 'Show every game that matches.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history list" all-players' -l 'all-players' -d 'Show every player\'s games, not only yours.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history list" format' -l 'format' -d 'table for people, json or csv for scripts.' -rfka 'table json csv'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history list" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history show" db' -l 'db' -d 'The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history show" decks' -l 'decks' -d 'A folder of .deck files, searched before your own and the bundled decks.' -rfa '(__flashcards_complete_directories)'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history show" player' -l 'player' -d 'Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history show" color' -l 'color' -d 'When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.' -rfka 'auto always never'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards history show" -eq 1' -fka '(__flashcards_custom_completion ---completion history show -- positional@0 (count (__flashcards_tokens -pc)) (__flashcards_tokens -tC))'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history show" order' -l 'order' -d 'card (by name) or played (in the order asked).' -rfka 'card played'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history show" format' -l 'format' -d 'table for people, json for scripts.' -rfka 'table json'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history show" all-players' -l 'all-players' -d 'Show the game even if another player played it.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history show" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history show" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history export" db' -l 'db' -d 'The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history export" decks' -l 'decks' -d 'A folder of .deck files, searched before your own and the bundled decks.' -rfa '(__flashcards_complete_directories)'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history export" player' -l 'player' -d 'Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history export" color' -l 'color' -d 'When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.' -rfka 'auto always never'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history export" format' -l 'format' -d 'jsonl (one card result a line) or fsrs (card_id,review_time,review_rating,...).' -rfka 'jsonl fsrs'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history export" deck' -l 'deck' -d 'Only games of this deck, as played (capitals, states).' -rfka '(__flashcards_custom_completion ---completion history export -- --deck (count (__flashcards_tokens -pc)) (__flashcards_tokens -tC))'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history export" since' -l 'since' -d 'Only games played on or after this day (local time).' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history export" until' -l 'until' -d 'Only games played on or before this day (local time).' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history export" all-players' -l 'all-players' -d 'Every player\'s results, not only yours.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history export" output' -l 'output' -d 'Write to this file, all at once (never half written); - is standard output. (default: standard output)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history export" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history export" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history delete" db' -l 'db' -d 'The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history delete" decks' -l 'decks' -d 'A folder of .deck files, searched before your own and the bundled decks.' -rfa '(__flashcards_complete_directories)'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history delete" player' -l 'player' -d 'Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history delete" color' -l 'color' -d 'When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.' -rfka 'auto always never'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards history delete" -ge 1' -fka '(__flashcards_custom_completion ---completion history delete -- positional@0 (count (__flashcards_tokens -pc)) (__flashcards_tokens -tC))'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history delete" all' -l 'all' -d 'Delete every game of yours (see --all-players).'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history delete" all-players' -l 'all-players' -d 'Act on any player\'s games, not only yours.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history delete" y yes' -l 'yes' -s 'y' -d 'Do not ask for confirmation.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history delete" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards history delete" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards stats" db' -l 'db' -d 'The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards stats" decks' -l 'decks' -d 'A folder of .deck files, searched before your own and the bundled decks.' -rfa '(__flashcards_complete_directories)'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards stats" player' -l 'player' -d 'Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards stats" color' -l 'color' -d 'When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.' -rfka 'auto always never'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards stats" deck' -l 'deck' -d 'Only games of this deck, as played (capitals, states).' -rfka '(__flashcards_custom_completion ---completion stats -- --deck (count (__flashcards_tokens -pc)) (__flashcards_tokens -tC))'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards stats" all-players' -l 'all-players' -d 'Count every player\'s games, not only yours.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards stats" retention' -l 'retention' -d 'The retention your reviews ask, shown beside the true retention (default 0.9, as they are scheduled; give what you pass review --retention).' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards stats" format' -l 'format' -d 'table for people, json for scripts.' -rfka 'table json'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards stats" no-pager' -l 'no-pager' -d 'Print everything at once, even when it is longer than the terminal ($PAGER, less -FRX).'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards stats" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards stats" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards report" db' -l 'db' -d 'The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards report" decks' -l 'decks' -d 'A folder of .deck files, searched before your own and the bundled decks.' -rfa '(__flashcards_complete_directories)'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards report" player' -l 'player' -d 'Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards report" color' -l 'color' -d 'When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.' -rfka 'auto always never'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards report" deck' -l 'deck' -d 'Only games of this deck, as played (capitals, states).' -rfka '(__flashcards_custom_completion ---completion report -- --deck (count (__flashcards_tokens -pc)) (__flashcards_tokens -tC))'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards report" since' -l 'since' -d 'Only games played on or after this day (local time).' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards report" until' -l 'until' -d 'Only games played on or before this day (local time).' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards report" all-players' -l 'all-players' -d 'The teacher\'s page: every player\'s games, a section a player.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards report" output' -l 'output' -d 'Write to this file, all at once; - is standard output. (default: flashcards-report-<today>.html here)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards report" open' -l 'open' -d 'Open the page with the desktop\'s browser (xdg-open) once written.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards report" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards report" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards decks" -eq 1' -fa 'list' -d 'List every deck: bundled, yours, and those in --decks.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards decks" -eq 1' -fa 'check' -d 'Check deck files: each problem as FILE:LINE: message.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards decks" -eq 1' -fa 'import' -d 'Make a deck from an Anki, Quizlet, CSV or TSV export.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards decks" -eq 1' -fa 'export' -d 'Write a deck for Anki or a spreadsheet.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks list" db' -l 'db' -d 'The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks list" decks' -l 'decks' -d 'A folder of .deck files, searched before your own and the bundled decks.' -rfa '(__flashcards_complete_directories)'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks list" player' -l 'player' -d 'Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks list" color' -l 'color' -d 'When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.' -rfka 'auto always never'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks list" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks list" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks check" db' -l 'db' -d 'The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks check" decks' -l 'decks' -d 'A folder of .deck files, searched before your own and the bundled decks.' -rfa '(__flashcards_complete_directories)'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks check" player' -l 'player' -d 'Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks check" color' -l 'color' -d 'When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.' -rfka 'auto always never'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards decks check" -ge 1' -fa '(set -l exts \'deck\' \'txt\';for p in (string match -e -- \'*/\' (commandline -t);or printf \n)*.{$exts};printf %s\n $p;end;__fish_complete_directories (commandline -t) \'\')'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks check" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks check" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" db' -l 'db' -d 'The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" decks' -l 'decks' -d 'A folder of .deck files, searched before your own and the bundled decks.' -rfa '(__flashcards_complete_directories)'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" player' -l 'player' -d 'Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" color' -l 'color' -d 'When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.' -rfka 'auto always never'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards decks import" -eq 1' -F
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" name' -l 'name' -d 'The deck\'s name. (default: the file\'s name, lowercased, with dashes)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" reverse-name' -l 'reverse-name' -d 'A second name that plays the deck the other way round.' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" question' -l 'question' -d 'The question, with one {placeholder} for the card\'s front, as in \'What is {word} in English?\'' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" reverse-question' -l 'reverse-question' -d 'The question of the reverse direction, with one {placeholder} for the back.' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" format' -l 'format' -d 'auto, anki, quizlet, csv or tsv. Auto: Anki\'s header lines, else the extension .csv or .tsv, else Quizlet.' -rfka 'auto anki quizlet csv tsv'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" separator' -l 'separator' -d 'Quizlet: the text between a term and its definition (\\t for a tab). (default: a tab or a comma)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" card-separator' -l 'card-separator' -d 'Quizlet: the text between cards (\\n for a line break). (default: a line break, or ; when all is on one line)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" columns' -l 'columns' -d 'CSV/TSV: the columns of the fronts and backs, as FRONT,BACK: header names or numbers from 1.' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" force' -l 'force' -d 'Replace your deck of the same file name (never a bundled deck).'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks import" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks export" db' -l 'db' -d 'The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks export" decks' -l 'decks' -d 'A folder of .deck files, searched before your own and the bundled decks.' -rfa '(__flashcards_complete_directories)'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks export" player' -l 'player' -d 'Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks export" color' -l 'color' -d 'When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.' -rfka 'auto always never'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards decks export" -eq 1' -fka '(__flashcards_custom_completion ---completion decks export -- positional@0 (count (__flashcards_tokens -pc)) (__flashcards_tokens -tC))'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks export" format' -l 'format' -d 'tsv or csv for a spreadsheet, anki for Anki.' -rfka 'tsv csv anki'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks export" output' -l 'output' -d 'Write to this file, all at once (never half written); - is standard output. (default: standard output)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks export" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards decks export" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards sync" db' -l 'db' -d 'The history file, or :memory: to keep nothing. (default: $FLASHCARDS_DB, or $XDG_DATA_HOME/flashcards/history.sqlite when unset)' -rF
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards sync" decks' -l 'decks' -d 'A folder of .deck files, searched before your own and the bundled decks.' -rfa '(__flashcards_complete_directories)'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards sync" player' -l 'player' -d 'Who is playing: games are saved as theirs, and history, stats and review show theirs. (default: $FLASHCARDS_PLAYER, or your login name)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards sync" color' -l 'color' -d 'When to colour the output: auto, always or never. Auto colours a terminal unless NO_COLOR is set.' -rfka 'auto always never'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards sync" server' -l 'server' -d 'The server\'s database, as a PostgreSQL URL or key=value string. (default: $FLASHCARDS_SERVER, or the server this history synced with)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards sync" all-players' -l 'all-players' -d 'Receive the games of every player this login may read (a teacher\'s classes), as local players of the same names.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards sync" to-new-server' -l 'to-new-server' -d 'Move this history to the server --server names, which is not the one it synced with: everything is sent there.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards sync" y yes' -l 'yes' -s 'y' -d 'Do not ask before moving to a new server.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards sync" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards sync" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards server" -eq 1' -fa 'init' -d 'Set up or upgrade FlashCards\' schema in a PostgreSQL database.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards server" -eq 1' -fa 'add-player' -d 'Add a player: a login of that name that syncs their own games only.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards server" -eq 1' -fa 'add-teacher' -d 'Add a teacher: a login that reads the games of the players in their classes.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards server" -eq 1' -fa 'remove-player' -d 'Remove a player: their games on the server, and their login.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards server" -eq 1' -fa 'classes' -d 'List the classes with their teachers and players, and each player\'s games on the server.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards server" -eq 1' -fa 'sessions' -d 'List the players\' and teachers\' sessions: state, and since when a transaction is open.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_positional "flashcards server" -eq 1' -fa 'end-session' -d 'End every session of a player or teacher; an open transaction of theirs is rolled back.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server init" server' -l 'server' -d 'The server\'s database, as a PostgreSQL URL or key=value string, connecting as its admin. (default: $FLASHCARDS_SERVER)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server init" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server init" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server add-player"' -l 'class' -d 'A class the player is in; repeat for several.' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server add-player" password-stdin' -l 'password-stdin' -d 'Read the new login\'s password from standard input (one line) instead of asking.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server add-player" server' -l 'server' -d 'The server\'s database, as a PostgreSQL URL or key=value string, connecting as its admin. (default: $FLASHCARDS_SERVER)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server add-player" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server add-player" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server add-teacher"' -l 'class' -d 'A class they teach; repeat for several.' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server add-teacher" password-stdin' -l 'password-stdin' -d 'Read the new login\'s password from standard input (one line) instead of asking.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server add-teacher" server' -l 'server' -d 'The server\'s database, as a PostgreSQL URL or key=value string, connecting as its admin. (default: $FLASHCARDS_SERVER)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server add-teacher" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server add-teacher" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server remove-player" y yes' -l 'yes' -s 'y' -d 'Do not ask for confirmation.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server remove-player" server' -l 'server' -d 'The server\'s database, as a PostgreSQL URL or key=value string, connecting as its admin. (default: $FLASHCARDS_SERVER)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server remove-player" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server remove-player" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server classes" server' -l 'server' -d 'The server\'s database, as a PostgreSQL URL or key=value string, connecting as its admin. (default: $FLASHCARDS_SERVER)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server classes" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server classes" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server sessions" server' -l 'server' -d 'The server\'s database, as a PostgreSQL URL or key=value string, connecting as its admin. (default: $FLASHCARDS_SERVER)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server sessions" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server sessions" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server end-session" server' -l 'server' -d 'The server\'s database, as a PostgreSQL URL or key=value string, connecting as its admin. (default: $FLASHCARDS_SERVER)' -rfka ''
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server end-session" version' -l 'version' -d 'Show the version.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards server end-session" h help' -s 'h' -l 'help' -d 'Show help information.'
complete -c 'flashcards' -n '__flashcards_should_offer_completions_for_flags_or_options "flashcards help" version' -l 'version' -d 'Show the version.'
