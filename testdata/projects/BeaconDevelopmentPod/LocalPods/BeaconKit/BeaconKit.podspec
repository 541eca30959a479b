Pod::Spec.new do |s|
  s.name         = 'BeaconKit'
  s.version      = '1.0.0'
  s.summary      = 'Background refresh for Beacon.'
  s.platform     = :ios, '16.0'
  s.swift_version = '5.9'
  s.source       = { :git => 'https://example.com/beacon.git', :tag => s.version.to_s }
  s.source_files = 'Sources/**/*.swift'
  s.frameworks   = %w[BackgroundTasks]
end
