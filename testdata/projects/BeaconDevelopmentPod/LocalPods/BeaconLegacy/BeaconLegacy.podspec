Pod::Spec.new do |s|
  s.name         = 'BeaconLegacy'
  s.version      = '0.9.0'
  s.source_files = Dir['Legacy/**/*.swift'].reject { |f| f.include?('Deprecated') }
end
